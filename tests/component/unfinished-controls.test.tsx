import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from '@/components/circle/confirm-dialog';
import { CoverField } from '@/components/news-editor/cover-field';
import { ReportDialog } from '@/components/ui/report-dialog';
import { afterLogoutLocation } from '@/lib/routing/decide';
import { basicHandlers } from '../mocks/handlers/basic';
import { interactionHandlers } from '../mocks/handlers/interactions';
import { bodyOf } from '../mocks/request';
import { server, startMockServer } from '../mocks/server';
import { renderWithI18n } from './render';

/** Issue 18 item 7: controls that looked unfinished. The report dialog's calls are mocked with msw. */
startMockServer();
let reports: unknown[];

describe('controls that look finished', () => {
  beforeEach(() => {
    reports = [];
    server.use(
      basicHandlers.sitePage((request) => ({ code: new URL(request.url).searchParams.get('code') ?? '', title: null, content: null, url: null, qRCodeImage: null, description: null, name: null, notes: null })),
      interactionHandlers.report(async (request) => {
        reports.push(await bodyOf(request));
        return { id: 5 };
      }),
    );
  });

  it('the news editor has no raw file input: the cover is picked with a button, the input is hidden', () => {
    renderWithI18n(<CoverField value={null} onChange={() => undefined} onError={() => undefined} />);
    expect(screen.getByRole('button', { name: '上传封面' }).className).toContain('ant-btn');
    expect((screen.getByTestId('news-cover-input') as HTMLInputElement).hidden).toBe(true);
  });

  it('G17 the delete-post confirm renders outside the link-like action row, so its 取消/确定 keep their button styles', () => {
    const onConfirm = vi.fn();
    renderWithI18n(
      <div data-testid="post-author-actions">
        <ConfirmDialog text="确定删除这条帖子吗？" onConfirm={onConfirm} onCancel={() => undefined} />
      </div>,
    );
    const dialog = screen.getByTestId('confirm-dialog');
    expect(screen.getByTestId('post-author-actions').contains(dialog)).toBe(false);
    expect(screen.getByTestId('confirm-cancel').textContent).toBe('取消');
    fireEvent.click(screen.getByTestId('confirm-ok'));
    expect(onConfirm).toHaveBeenCalled();
  });

  it('G46 an empty report shows the required message and sends nothing; a sent report is confirmed in the dialog', async () => {
    const unhandled = vi.fn();
    window.addEventListener('unhandledrejection', unhandled);
    renderWithI18n(<ReportDialog entityType={11} entityId={9} onClose={() => undefined} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /^提\s?交$/ }));
    });
    await waitFor(() => expect(screen.getByText('请填写理由')).toBeTruthy());
    expect(reports).toEqual([]);
    fireEvent.change(screen.getByTestId('report-reason'), { target: { value: '虚假广告' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /^提\s?交$/ }));
    });
    await waitFor(() => expect(screen.getByTestId('report-sent').textContent).toContain('提交成功，我们会尽快核实处理'));
    expect(reports).toEqual([expect.objectContaining({ entityType: 11, entityId: 9, reason: '虚假广告' })]);
    window.removeEventListener('unhandledrejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });

  it('G46 the notice loads inside a box that is there from the first render, so the buttons below it stay put', async () => {
    server.use(basicHandlers.sitePage(() => ({ code: 'report', title: null, content: '<p>请勿恶意举报。</p>', url: null, qRCodeImage: null, description: null, name: null, notes: null })));
    renderWithI18n(<ReportDialog entityType={11} entityId={9} onClose={() => undefined} />);
    const box = screen.getByTestId('report-notice');
    expect(box.querySelector('.ant-skeleton')).not.toBeNull();
    await waitFor(() => expect(box.textContent).toContain('请勿恶意举报。'));
    expect(screen.getByTestId('report-notice')).toBe(box);
    // a box of its own height that scrolls is reachable from the keyboard, and named
    expect(box.tabIndex).toBe(0);
    expect(box.getAttribute('aria-label')).toBe('举报须知');
  });

  it('B27 logging out on a member-only page goes home; on a public page it reloads in place', () => {
    for (const path of ['/mine/account-setting', '/edit-info', '/people/visitors', '/message/list', '/community/circle/post/create']) expect(afterLogoutLocation(path)).toBe('/');
    for (const path of ['/news/12', '/community/post/3', '/people/1001', '/circle']) expect(afterLogoutLocation(path)).toBeNull();
  });
});
