/**
 * U14–U33, L13, L28: the company management bar — controls visible to members; without the token a click shows
 * '暂无权限操作，请联系平台管理员~' and makes no call; with section-edit the editor saves one section or all of them.
 */
import { act, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CompanyManageBar } from '@/components/company/company-manage-bar';
import { COMPANY_TOKEN, type CompanySectionFull } from '@/lib/contract/company';
import { useSessionStore } from '@/stores/session';
import { refuse } from '../mocks/envelope';
import { companyHandlers } from '../mocks/handlers/company';
import { callsTo, otherCalls, recorded, type SentCall } from '../mocks/request';
import { server, startMockServer } from '../mocks/server';
import { renderWithI18n } from './render';

const refresh = vi.hoisted(() => vi.fn());
// Lazy islands load their code on first use; this machine is slow and shared.
configure({ asyncUtilTimeout: 8000 });

vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh, push: vi.fn() }) }));

startMockServer();

const SECTIONS: CompanySectionFull[] = [
  { id: 11, companyId: 7, sectionKey: 'intro', name: '公司简介', content: '<p>旧简介</p>', language: 'zh', sort: 0 },
  { id: 12, companyId: 7, sectionKey: 'history', name: '发展历程', content: '<p>旧历程</p>', language: 'zh', sort: 1 },
];
/** Every call the bar's islands made, in order. */
let calls: SentCall[];

function renderBar(ui: ReactElement = <CompanyManageBar companyId={7} />) {
  return renderWithI18n(ui);
}

function asMember(permissions: string[]) {
  useSessionStore.setState({ hydrated: true, isLogin: true, memberId: 1001, permissions });
}

beforeEach(() => {
  calls = [];
  server.use(
    companyHandlers.sections(recorded(calls, SECTIONS)),
    companyHandlers.sectionContent(recorded(calls, true)),
    companyHandlers.sectionBatch(recorded(calls, true)),
    otherCalls(calls),
  );
});
afterEach(() => {
  vi.clearAllMocks();
  useSessionStore.setState({ hydrated: false, isLogin: false, memberId: null, permissions: [] });
});

describe('company management bar', { timeout: 20_000 }, () => {
  it('U33 visitors see no management controls', () => {
    useSessionStore.setState({ hydrated: true, isLogin: false, permissions: [] });
    renderBar();
    expect(screen.queryByTestId('company-manage-bar')).toBeNull();
  });

  it('L28 S76 U22 U27 U31 U32 without tokens every control shows the message and makes no call', async () => {
    asMember([]);
    renderBar();
    await screen.findByTestId('company-manage-bar');
    for (const id of ['manage-sections', 'manage-files', 'manage-contact', 'manage-staff', 'manage-customer']) {
      fireEvent.click(screen.getByTestId(id));
      expect(screen.getByTestId('no-permission').textContent).toBe('暂无权限操作，请联系平台管理员~');
    }
    await act(async () => {
      await new Promise((r) => setTimeout(r, 20));
    });
    expect(screen.queryByTestId('section-editor')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('U31 a token for one control does not open another: contact-edit without staff-add', async () => {
    asMember([COMPANY_TOKEN.contactEdit]);
    renderBar();
    await screen.findByTestId('company-manage-bar');
    fireEvent.click(screen.getByTestId('manage-staff'));
    expect(screen.getByTestId('no-permission')).toBeTruthy();
    fireEvent.click(screen.getByTestId('manage-contact'));
    expect(screen.queryByTestId('no-permission')).toBeNull();
    expect(await screen.findByTestId('contact-form')).toBeTruthy();
    expect(callsTo(calls, 'GET', '/company/sections/list')).toEqual([]);
  });

  it('L13 U22 with section-edit one section saves alone and "save all" sends the batch', async () => {
    asMember([COMPANY_TOKEN.sectionEdit]);
    renderBar();
    await screen.findByTestId('company-manage-bar');
    fireEvent.click(screen.getByTestId('manage-sections'));
    const editor = await screen.findByTestId('section-editor');
    const history = await waitFor(() => {
      const el = editor.querySelector('fieldset[data-section-key="history"]');
      if (!el) throw new Error('no history fieldset');
      return el as HTMLElement;
    });
    expect(callsTo(calls, 'GET', '/company/sections/list').map((c) => c.query)).toEqual([{ companyId: '7', language: 'zh' }]);
    fireEvent.change(history.querySelector('textarea') as HTMLTextAreaElement, { target: { value: '<p>新历程</p>' } });
    fireEvent.click(history.querySelector('button') as HTMLButtonElement);
    await waitFor(() => expect(callsTo(calls, 'PUT', '/company/sections/content').map((c) => c.body)).toEqual([{ id: 12, name: '发展历程', content: '<p>新历程</p>', translationDirection: null }]));
    expect(await screen.findByRole('status')).toBeTruthy();
    expect(refresh).toHaveBeenCalled();

    fireEvent.click(screen.getByTestId('section-save-all'));
    await waitFor(() =>
      expect(callsTo(calls, 'POST', '/company/sections/batch/7/V2').map((c) => c.body)).toEqual([
        {
          sections: [
            { id: 11, name: '公司简介', content: '<p>旧简介</p>', translationDirection: null },
            { id: 12, name: '发展历程', content: '<p>新历程</p>', translationDirection: null },
          ],
        },
      ]),
    );
  });

  it('U14 an API refusal (another company) shows the server message in the editor', async () => {
    asMember([COMPANY_TOKEN.sectionEdit]);
    server.use(companyHandlers.sectionContent(recorded(calls, refuse(10403, '暂无权限操作，请联系平台管理员~'))));
    renderBar();
    await screen.findByTestId('company-manage-bar');
    fireEvent.click(screen.getByTestId('manage-sections'));
    const editor = await screen.findByTestId('section-editor');
    const intro = await waitFor(() => editor.querySelector('fieldset[data-section-key="intro"]') as HTMLElement);
    fireEvent.click(intro.querySelector('button') as HTMLButtonElement);
    expect((await screen.findByRole('alert')).textContent).toBe('暂无权限操作，请联系平台管理员~');
  });
});
