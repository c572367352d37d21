/**
 * U14–U33, L13, L28 (issue 29 items 2–4): the company management bar shows only to the company's admins and each
 * control only with its token, so no panel opens with another company's content; 发布产品 / 创建品牌 lead to the
 * catalogue editors; the section editor is the rich-text editor, full width under the bar.
 */
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
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
import { router } from './navigation';

const { refresh } = router;
// Lazy islands load their code on first use; this machine is slow and shared.
configure({ asyncUtilTimeout: 8000 });


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

const employee = (memberId: number, role: 'ADMIN' | 'EMPLOYEE') => ({ memberId, nickname: `m${memberId}`, avatar: null, position: null, role, createdTime: '2026-01-01 00:00:00' });
/** Company 7's employees: 1001 is an admin unless `admin` is false (then 1001 works elsewhere). */
function employeesOf7(admin = true) {
  const records = admin ? [employee(900, 'ADMIN'), employee(1001, 'ADMIN'), employee(1002, 'EMPLOYEE')] : [employee(900, 'ADMIN'), employee(1002, 'EMPLOYEE')];
  return { records, total: records.length, size: 50, current: 1, pages: 1 };
}

beforeEach(() => {
  calls = [];
  server.use(
    companyHandlers.sections(recorded(calls, SECTIONS)),
    companyHandlers.sectionContent(recorded(calls, true)),
    companyHandlers.sectionBatch(recorded(calls, true)),
    companyHandlers.employees(recorded(calls, employeesOf7())),
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

  it('U14 issue 29 item 2: a member holding every token sees no bar on a company they do not administer, and nothing of it loads', async () => {
    asMember(Object.values(COMPANY_TOKEN));
    server.use(companyHandlers.employees(recorded(calls, employeesOf7(false))));
    renderBar();
    await waitFor(() => expect(callsTo(calls, 'GET', '/admin/company/7/employees/page')).toHaveLength(1));
    await act(async () => {
      await new Promise((r) => setTimeout(r, 50));
    });
    expect(screen.queryByTestId('company-manage-bar')).toBeNull();
    expect(calls.filter((c) => !c.path.includes('/employees/page'))).toEqual([]);
  });

  it('U33 a member without any company token gets no bar and makes no call', async () => {
    asMember([]);
    renderBar();
    await act(async () => {
      await new Promise((r) => setTimeout(r, 50));
    });
    expect(screen.queryByTestId('company-manage-bar')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('U31 U27 issue 29 item 2: an admin sees each control only with its token — contact-edit shows 编辑联系方式, not 管理团队', async () => {
    asMember([COMPANY_TOKEN.contactEdit]);
    renderBar();
    const bar = await screen.findByTestId('company-manage-bar');
    expect([...bar.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['编辑联系方式']);
    expect(screen.queryByTestId('manage-staff')).toBeNull();
    fireEvent.click(screen.getByTestId('manage-contact'));
    expect(await screen.findByTestId('contact-form')).toBeTruthy();
    expect(callsTo(calls, 'GET', '/company/sections/list')).toEqual([]);
  });

  it('M09 M12 U15 U18 issue 29 item 4: 发布产品 and 创建品牌 lead to the catalogue editors, each with its token', async () => {
    asMember([COMPANY_TOKEN.productAdd, COMPANY_TOKEN.brandAdd]);
    renderBar();
    await screen.findByTestId('company-manage-bar');
    expect(screen.getByTestId('manage-product-add').textContent).toBe('发布产品');
    expect(screen.getByTestId('manage-product-add').getAttribute('href')).toBe('/product/add');
    expect(screen.getByTestId('manage-brand-add').getAttribute('href')).toBe('/brand/add');
  });

  it('U23 L28 inside a panel an action without its token names the refused action and makes no call', async () => {
    asMember([COMPANY_TOKEN.sectionEdit]);
    renderBar();
    await screen.findByTestId('company-manage-bar');
    fireEvent.click(screen.getByTestId('manage-sections'));
    const editor = await screen.findByTestId('section-editor');
    await waitFor(() => expect(editor.querySelector('fieldset[data-section-key="history"]')).not.toBeNull());
    fireEvent.click(screen.getAllByTestId('section-delete')[0] as HTMLElement);
    expect(screen.getByTestId('no-permission').textContent).toBe('删除栏目：暂无权限操作，请联系平台管理员~');
    expect(callsTo(calls, 'POST', '/company/sections/batch/7/V2')).toEqual([]);
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
    // the content is the news editor's rich-text body (Tiptap), not a raw HTML textarea
    expect(history.querySelector('textarea')).toBeNull();
    const body = await waitFor(() => {
      const el = history.querySelector('[data-testid="section-content"]');
      if (!el) throw new Error('no editor yet');
      return el as HTMLElement;
    });
    expect(body.getAttribute('contenteditable')).toBe('true');
    expect(body.textContent).toBe('旧历程');
    fireEvent.click(within(history).getByTestId('section-save'));
    await waitFor(() => expect(callsTo(calls, 'PUT', '/company/sections/content').map((c) => c.body)).toEqual([{ id: 12, name: '发展历程', content: '<p>旧历程</p>', translationDirection: null }]));
    expect(await screen.findByRole('status')).toBeTruthy();
    expect(refresh).toHaveBeenCalled();

    fireEvent.click(screen.getByTestId('section-save-all'));
    await waitFor(() =>
      expect(callsTo(calls, 'POST', '/company/sections/batch/7/V2').map((c) => c.body)).toEqual([
        {
          sections: [
            { id: 11, name: '公司简介', content: '<p>旧简介</p>', translationDirection: null },
            { id: 12, name: '发展历程', content: '<p>旧历程</p>', translationDirection: null },
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
    fireEvent.click(within(intro).getByTestId('section-save'));
    expect((await screen.findByRole('alert')).textContent).toBe('暂无权限操作，请联系平台管理员~');
  });
});
