import type { ReactNode } from 'react';
import type { useTabIds } from './tab-ids';

/**
 * One tab of a tab list, tied to the panel it controls (issue 20 item 11): its own id, `aria-selected` and
 * `aria-controls` from `useTabIds`.
 */
export function TabButton(props: { ids: ReturnType<typeof useTabIds>; tabKey: string; selected: boolean; onSelect: () => void; testId?: string; children: ReactNode }) {
  const { ids, tabKey } = props;
  return (
    <button type="button" role="tab" id={ids.tab(tabKey)} aria-selected={props.selected} aria-controls={ids.panel} onClick={props.onSelect} data-testid={props.testId}>
      {props.children}
    </button>
  );
}
