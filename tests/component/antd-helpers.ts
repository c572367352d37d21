import { fireEvent, waitFor, within } from '@testing-library/react';

/** Answers the open antd Popconfirm with its OK button (destructive actions ask first, issue 29 item 1). */
export async function confirmPopup(ok: RegExp = /^删\s?除$/) {
  const pop = await waitFor(() => {
    // the newest one: an answered confirmation may still be fading out
    const el = [...document.querySelectorAll('.ant-popconfirm:not(.ant-popover-hidden)')].at(-1);
    if (!el) throw new Error('no confirmation open');
    return el as HTMLElement;
  });
  fireEvent.click(within(pop).getByRole('button', { name: ok }));
}

/** Picks an option of an antd Select by its label. */
export async function pickOption(select: HTMLElement, label: string) {
  fireEvent.mouseDown(within(select).getByRole('combobox'));
  const option = await waitFor(() => {
    const el = document.querySelector(`.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${label}"]`);
    if (!el) throw new Error(`no option ${label}`);
    return el as HTMLElement;
  });
  fireEvent.click(option);
}
