/**
 * The friend-apply dialog (I19–I24, S50–S57): default greeting with and without a company, the 140 limit,
 * the inline blacklist note and the fixed error messages.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FriendApplyDialog } from '@/components/people/friend-apply-dialog';
import type { MemberBasicInfo } from '@/lib/contract/member';
import type { FriendRequestInput } from '@/lib/contract/social';
import { useSessionStore } from '@/stores/session';
import { refuse, type Refusal } from '../mocks/envelope';
import { friendRequestBody, socialHandlers } from '../mocks/handlers/social';
import { server, startMockServer } from '../mocks/server';
import { renderWithI18n } from './render';

startMockServer();

/** The friend requests sent, and what the API answers to the next ones (first in, first out). */
const sent: FriendRequestInput[] = [];
const answers: (Refusal | { id: number })[] = [];

function signIn(member: Partial<MemberBasicInfo>) {
  useSessionStore.setState({ hydrated: true, isLogin: true, memberId: 1001, memberInfo: { memberId: 1001, nickname: '张明远', company: null, position: null, ...member } as MemberBasicInfo });
}

function textarea(): HTMLTextAreaElement {
  return screen.getByRole('textbox') as HTMLTextAreaElement;
}

describe('FriendApplyDialog', () => {
  beforeEach(() => {
    sent.length = 0;
    answers.length = 0;
    server.use(
      socialHandlers.friendRequest(async (request) => {
        sent.push(await friendRequestBody(request));
        return answers.shift() ?? { id: 1 };
      }),
    );
  });

  it('I20 the default greeting names company, position and name', () => {
    signIn({ company: '华鼎食品科技股份有限公司', position: '采购总监' });
    renderWithI18n(<FriendApplyDialog memberId={1050} onClose={() => undefined} onSent={() => undefined} />);
    expect(textarea().value).toBe('你好，我是华鼎食品科技股份有限公司的采购总监张明远');
  });

  it('I21 without a company the greeting has the name alone', () => {
    signIn({ company: null, position: null });
    renderWithI18n(<FriendApplyDialog memberId={1050} onClose={() => undefined} onSent={() => undefined} />);
    expect(textarea().value).toBe('你好，我是张明远');
  });

  it('I19/R46 the message is limited to 140 characters', () => {
    signIn({});
    renderWithI18n(<FriendApplyDialog memberId={1050} onClose={() => undefined} onSent={() => undefined} />);
    expect(textarea().maxLength).toBe(140);
    fireEvent.change(textarea(), { target: { value: '好'.repeat(200) } });
    expect(textarea().value).toHaveLength(140);
    expect(screen.getByText('140/140')).toBeTruthy();
  });

  it('I23 sends {memberId, message} and reports success', async () => {
    signIn({});
    const onSent = vi.fn();
    renderWithI18n(<FriendApplyDialog memberId={1050} onClose={() => undefined} onSent={onSent} />);
    await act(async () => fireEvent.click(screen.getByTestId('friend-send')));
    await waitFor(() => expect(onSent).toHaveBeenCalled());
    expect(sent).toEqual([{ memberId: 1050, message: '你好，我是张明远' }]);
  });

  it('I24 refuses oneself without a call', async () => {
    signIn({});
    renderWithI18n(<FriendApplyDialog memberId={1001} onClose={() => undefined} onSent={() => undefined} />);
    await act(async () => fireEvent.click(screen.getByTestId('friend-send')));
    expect(sent).toEqual([]);
    expect(screen.getByRole('alert').textContent).toBe('不能向自己发送好友申请');
  });

  it('S56 20023 shows the inline blacklist note; S50/S53/S55 fixed messages; S57 the server msg otherwise', async () => {
    signIn({});
    renderWithI18n(<FriendApplyDialog memberId={1050} onClose={() => undefined} onSent={() => undefined} />);
    answers.push(refuse(20014, 'cooldown'));
    await act(async () => fireEvent.click(screen.getByTestId('friend-send')));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('发送失败，60天内不能重复发送好友申请'));
    answers.push(refuse(20017, 'cap'));
    await act(async () => fireEvent.click(screen.getByTestId('friend-send')));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('今日好友申请已达上限，请明天再发送'));
    answers.push(refuse(20019, 'content'));
    await act(async () => fireEvent.click(screen.getByTestId('friend-send')));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('内容不符合用户协议'));
    answers.push(refuse(30001, '服务繁忙'));
    await act(async () => fireEvent.click(screen.getByTestId('friend-send')));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('服务繁忙'));
    answers.push(refuse(20023, 'blacklisted'));
    await act(async () => fireEvent.click(screen.getByTestId('friend-send')));
    await waitFor(() => expect(screen.getByTestId('friend-blacklisted').textContent).toBe('对方已将您拉黑'));
    expect((screen.getByTestId('friend-send') as HTMLButtonElement).disabled).toBe(true);
  });
});
