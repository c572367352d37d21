/**
 * Friend-request error codes as a member meets them (S2§8): deciding a request (S06–S08) and sending one
 * (S13, S14, S16, S51, S52, S54), the network mocked with msw.
 */
import { QueryClient } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FriendRequestCard } from '@/components/notice/friend-request-card';
import { FriendApplyDialog } from '@/components/people/friend-apply-dialog';
import type { MemberBasicInfo } from '@/lib/contract/member';
import type { FriendApplication } from '@/lib/contract/social';
import { noticeCountQuery } from '@/lib/queries/msg';
import { friendRequestPageQuery } from '@/lib/queries/social';
import { useSessionStore } from '@/stores/session';
import { refuse, type Refusal } from '../mocks/envelope';
import { socialHandlers } from '../mocks/handlers/social';
import { API, server, startMockServer } from '../mocks/server';
import { renderWithI18n, testQueryClient } from './render';

startMockServer();

/** The query client of the test: the card edits the notice counters in it (K05). */
let queryClient: QueryClient;

const REQUEST: FriendApplication = {
  id: 31,
  requestMemberId: 1060,
  avatar: null,
  nickname: '鲍国平',
  company: '上海紫江包装有限公司',
  position: '销售经理',
  message: '你好，我是上海紫江包装有限公司的销售经理鲍国平',
  status: 'PENDING',
};

beforeEach(() => {
  useSessionStore.setState({ hydrated: true, isLogin: true, memberId: 1001, memberInfo: { memberId: 1001, nickname: '张明远', company: null, position: null } as MemberBasicInfo });
  queryClient = testQueryClient();
  queryClient.setQueryData(noticeCountQuery(1001).queryKey, {
    noticeUnreadMessageCount: 0,
    commentUnreadMessageCount: 0,
    circleRequestUnreadMessageCount: 0,
    friendApplicationsPendingCount: 1,
  });
});

function renderCard() {
  const onToast = vi.fn();
  const pageKey = friendRequestPageQuery(1, 10, 1001).queryKey;
  renderWithI18n(
    <ul>
      <FriendRequestCard item={REQUEST} pageKey={pageKey} onToast={onToast} />
    </ul>,
    'zh',
    'desktop',
    queryClient,
  );
  return onToast;
}

/** The card is still the undecided request: both buttons, enabled, and the pending count kept. */
function expectUnchanged() {
  expect((screen.getByTestId('friend-agree') as HTMLButtonElement).disabled).toBe(false);
  expect((screen.getByTestId('friend-ignore') as HTMLButtonElement).disabled).toBe(false);
  expect(screen.queryByTestId('friend-status')).toBeNull();
  expect(queryClient.getQueryData(noticeCountQuery(1001).queryKey)?.friendApplicationsPendingCount).toBe(1);
}

describe('deciding a friend request', () => {
  it('S06 approve answered 20012 shows the server msg as an error toast; the card stays', async () => {
    let calls = 0;
    server.use(
      socialHandlers.decideFriendRequest(REQUEST.id, true, () => {
        calls += 1;
        return refuse(20012, '该好友申请已处理，请刷新后查看');
      }),
    );
    const onToast = renderCard();
    await act(async () => fireEvent.click(screen.getByTestId('friend-agree')));
    await waitFor(() => expect(onToast).toHaveBeenCalledWith('该好友申请已处理，请刷新后查看'));
    expect(calls).toBe(1);
    expectUnchanged();
  });

  it('S07 ignore answered 20013 shows the server msg as an error toast; the card stays', async () => {
    server.use(socialHandlers.decideFriendRequest(REQUEST.id, false, refuse(20013, '该好友申请已过期')));
    const onToast = renderCard();
    await act(async () => fireEvent.click(screen.getByTestId('friend-ignore')));
    await waitFor(() => expect(onToast).toHaveBeenCalledWith('该好友申请已过期'));
    expectUnchanged();
  });

  it('S08 any other code is not handled: no toast and no state change', async () => {
    let answered = false;
    server.use(
      socialHandlers.decideFriendRequest(REQUEST.id, true, () => {
        answered = true;
        return refuse(30001, '服务繁忙');
      }),
    );
    const onToast = renderCard();
    await act(async () => fireEvent.click(screen.getByTestId('friend-agree')));
    await waitFor(() => expect(answered).toBe(true));
    await waitFor(() => expect((screen.getByTestId('friend-agree') as HTMLButtonElement).disabled).toBe(false));
    expect(onToast).not.toHaveBeenCalled();
    expectUnchanged();
  });

  it('S20 a network failure gets the network message, and the card stays', async () => {
    server.use(http.post(`${API}/admin/member-friend/request/${REQUEST.id}/approve`, () => HttpResponse.error()));
    const onToast = renderCard();
    await act(async () => fireEvent.click(screen.getByTestId('friend-agree')));
    await waitFor(() => expect(onToast).toHaveBeenCalledWith('网络异常，请稍后重试'));
    expectUnchanged();
  });
});

describe('sending a friend request', () => {
  let answers: Refusal[];
  beforeEach(() => {
    answers = [];
    server.use(socialHandlers.friendRequest(() => answers.shift() ?? { id: 1 }));
  });

  async function send(answer: Refusal, locale: 'zh' | 'en' = 'zh') {
    answers.push(answer);
    const onSent = vi.fn();
    renderWithI18n(<FriendApplyDialog memberId={1050} onClose={() => undefined} onSent={onSent} />, locale);
    await act(async () => fireEvent.click(screen.getByTestId('friend-send')));
    await waitFor(() => expect(answers).toHaveLength(0));
    expect(onSent).not.toHaveBeenCalled();
    return screen.findByRole('alert');
  }

  it('S13 S51 code 20015 (already friends) reads 发送失败，你们已经是好友', async () => {
    expect((await send(refuse(20015, 'already friends'))).textContent).toBe('发送失败，你们已经是好友');
  });

  it('S51 in en: Sending failed, you are already friends', async () => {
    expect((await send(refuse(20015, '已是好友'), 'en')).textContent).toMatch(/already friends/i);
  });

  it('S14 S52 code 20016 (a request to oneself) reads 不能向自己发送好友申请', async () => {
    expect((await send(refuse(20016, 'self'))).textContent).toBe('不能向自己发送好友申请');
  });

  it('S16 code 20019 (content against the user agreement) reads 内容不符合用户协议', async () => {
    expect((await send(refuse(20019, 'grey'))).textContent).toBe('内容不符合用户协议');
  });

  it('S54 the email-in-use message is never shown for a friend request: 20020 reads as the server msg', async () => {
    const alert = await send(refuse(20020, '申请失败，请稍后再试'));
    expect(alert.textContent).toBe('申请失败，请稍后再试');
    expect(alert.textContent).not.toContain('该邮箱已被使用');
  });
});
