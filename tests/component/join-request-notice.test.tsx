import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NoticeItem } from '@/components/notice/notice-item';
import { NOTICE_TYPE } from '@/lib/constants';
import type { Notice } from '@/lib/contract/msg';
import { renderWithI18n } from './render';

/** K17, issue 18 item 9: the admin's join-request notice shows the applicant's message beside accept / reject. */
const notice = (content: Record<string, unknown>): Notice => ({
  id: 1,
  sentTime: '2026-11-20 10:00:00',
  noticeType: NOTICE_TYPE.member,
  entityType: null,
  entityId: 31,
  noticeContent: { requesterId: 1002, requesterName: '李娜', circleId: 7, circleName: '印刷厂长俱乐部', template: '{requesterName}申请加入圈子{circleName}', ...content },
  operationResult: 0,
});

describe('join request notice', () => {
  it('shows the message with the request, and no empty quote without one', () => {
    const { unmount } = renderWithI18n(<ul><NoticeItem notice={notice({ message: '华鼎食品采购经理' })} now={Date.now()} onToast={() => undefined} /></ul>);
    expect(screen.getByTestId('join-message').textContent).toBe('申请理由：华鼎食品采购经理');
    expect(screen.getByTestId('join-accept')).toBeTruthy();
    unmount();
    renderWithI18n(<ul><NoticeItem notice={notice({})} now={Date.now()} onToast={() => undefined} /></ul>, 'en');
    expect(screen.queryByTestId('join-message')).toBeNull();
  });
});
