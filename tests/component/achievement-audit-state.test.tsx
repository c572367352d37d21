/**
 * M17–M21: the audit-state labels and buttons of one's own achievements, and 撤回 turning PENDING into CANCEL.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuditStateActions } from '@/components/achievement/audit-state-actions';
import { MemberAchievementsTab } from '@/components/people/member-achievements-tab';
import type { AuditStatus, MyAchievement } from '@/lib/contract/achievement';
import { pageOf } from '../mocks/envelope';
import { achievementHandlers } from '../mocks/handlers/achievement';
import { server, startMockServer } from '../mocks/server';
import { confirmPopup } from './antd-helpers';
import { renderWithI18n } from './render';

startMockServer();
afterEach(() => vi.clearAllMocks());

const item = (id: number, auditStatus: AuditStatus, extra: Partial<MyAchievement> = {}): MyAchievement => ({
  id,
  title: `成果${id}`,
  summary: '简介',
  content: '成果详情内容',
  maturity: 'MEDIUM',
  transferred: false,
  viewCount: 0,
  memberId: 1001,
  memberName: '张工',
  companyName: null,
  createdAt: '2026-11-01 10:00:00',
  updatedAt: '2026-11-02 10:00:00',
  materials: [],
  auditStatus,
  publishStatus: 'PUBLISHED',
  auditRemark: null,
  ...extra,
});

describe('AuditStateActions', () => {
  it('M18 PASS shows 审核通过 and 查看 opening /achievement/{id}', () => {
    renderWithI18n(<AuditStateActions id={7} status="PASS" onWithdraw={vi.fn()} onShowOwn={vi.fn()} />);
    expect(screen.getByText('审核通过')).toBeTruthy();
    expect(screen.getByRole('link', { name: '查看' }).getAttribute('href')).toBe('/achievement/7');
  });

  it('M19 CANCEL shows 取消 and 编辑 opening /achievement/edit/{id}', () => {
    renderWithI18n(<AuditStateActions id={8} status="CANCEL" onWithdraw={vi.fn()} onShowOwn={vi.fn()} />);
    expect(screen.getByText('取消')).toBeTruthy();
    expect(screen.getByRole('link', { name: '编辑' }).getAttribute('href')).toBe('/achievement/edit/8');
  });

  it('M20 BLOCK shows 审核未通过 and 查看 showing one’s own submission', () => {
    const onShowOwn = vi.fn();
    renderWithI18n(<AuditStateActions id={9} status="BLOCK" onWithdraw={vi.fn()} onShowOwn={onShowOwn} />);
    expect(screen.getByText('审核未通过')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '查看' }));
    expect(onShowOwn).toHaveBeenCalledWith(9);
  });

  it('M17 PENDING shows 待审核 and 撤回, which asks first (issue 29 item 8)', async () => {
    const onWithdraw = vi.fn();
    renderWithI18n(<AuditStateActions id={10} status="PENDING" onWithdraw={onWithdraw} onShowOwn={vi.fn()} />);
    expect(screen.getByText('待审核')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '撤回' }));
    expect(onWithdraw).not.toHaveBeenCalled();
    await confirmPopup(/^撤\s?回$/);
    expect(onWithdraw).toHaveBeenCalledWith(10);
  });

  it('issue 29 item 8: a draft reads 草稿 with 编辑, not 草稿 beside 取消', () => {
    renderWithI18n(<AuditStateActions id={11} status="CANCEL" draft onWithdraw={vi.fn()} onShowOwn={vi.fn()} />);
    expect(screen.getByTestId('achievement-state').textContent).toBe('草稿编辑');
    expect(screen.queryByText('取消')).toBeNull();
    expect(screen.getByRole('link', { name: '编辑' }).getAttribute('href')).toBe('/achievement/edit/11');
  });

  it('English labels come from the en catalogue', () => {
    renderWithI18n(<AuditStateActions id={10} status="PENDING" onWithdraw={vi.fn()} onShowOwn={vi.fn()} />, 'en');
    expect(screen.getByText('Pending review')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Withdraw' })).toBeTruthy();
  });
});

describe('MemberAchievementsTab', () => {
  it('M16 M21 lists every state; 撤回 turns a PENDING item into 取消 + 编辑; BLOCK 查看 shows the submission', async () => {
    const withdrawn: string[] = [];
    server.use(
      achievementHandlers.mine(pageOf([item(1, 'PENDING'), item(2, 'PASS'), item(3, 'BLOCK', { auditRemark: '资料不全' }), item(4, 'CANCEL')], { size: 5 })),
      achievementHandlers.cancel((request) => {
        withdrawn.push(new URL(request.url).searchParams.get('achievementId') ?? '');
        return item(1, 'CANCEL');
      }),
    );
    renderWithI18n(<MemberAchievementsTab />);
    const rows = await screen.findAllByTestId('my-achievement-item');
    expect(rows.map((r) => within(r).getByTestId('achievement-state').getAttribute('data-status'))).toEqual(['PENDING', 'PASS', 'BLOCK', 'CANCEL']);
    expect(screen.getByText('审核意见：资料不全')).toBeTruthy();

    fireEvent.click(within(rows[0]!).getByRole('button', { name: '撤回' }));
    await confirmPopup(/^撤\s?回$/);
    await waitFor(() => expect(within(screen.getAllByTestId('my-achievement-item')[0]!).getByText('取消')).toBeTruthy());
    expect(withdrawn).toEqual(['1']);
    expect(within(screen.getAllByTestId('my-achievement-item')[0]!).getByRole('link', { name: '编辑' }).getAttribute('href')).toBe('/achievement/edit/1');

    fireEvent.click(within(screen.getAllByTestId('my-achievement-item')[2]!).getByRole('button', { name: '查看' }));
    expect(await screen.findByText('成果详情内容')).toBeTruthy();
  });
});
