/**
 * I16/I37/I41 member lists (right-column modules, people pages): a visitor gets the server's page with buttons that
 * open the login dialog, and the browser reads nothing; a member's browser reads the page again with its token, so
 * the buttons show the member's relations and follow works.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MemberList } from '@/components/people/member-list';
import type { MemberListItem, MemberListPage } from '@/lib/contract/social';
import { useDialogs } from '@/stores/dialogs';
import { useSessionStore } from '@/stores/session';
import { socialHandlers } from '../mocks/handlers/social';
import { server, startMockServer } from '../mocks/server';
import { renderWithI18n } from './render';

startMockServer();

const calls: string[] = [];
server.events.on('request:start', ({ request }) => calls.push(`${request.method} ${new URL(request.url).pathname}`));

const member = (memberId: number, name: string, isFollowed = false): MemberListItem => ({
  memberId,
  name,
  avatar: null,
  position: '采购经理',
  company: '华东彩印包装有限公司',
  isFriend: false,
  hasPendingFriendRequest: false,
  isFollowed,
});
const page = (records: MemberListItem[]): MemberListPage => ({ records, total: records.length, size: 3, current: 1, pages: 1 });
// what the server read as a visitor: nobody followed
const SERVER_PAGE = page([member(1050, '林晓'), member(1051, '周密')]);

beforeEach(() => {
  calls.length = 0;
  useDialogs.getState().closeLogin();
});
afterEach(() => useSessionStore.setState({ hydrated: true, isLogin: false, memberId: null, memberInfo: null }));

describe('member list', () => {
  it('I37 a visitor gets the server page; follow opens the login dialog; nothing is read in the browser', async () => {
    useSessionStore.setState({ hydrated: true, isLogin: false, memberId: null });
    renderWithI18n(<MemberList compact source={{ kind: 'list', list: 'v2/interested' }} initial={SERVER_PAGE} size={3} />);
    const rows = screen.getAllByTestId('member-item');
    expect(rows.map((r) => within(r).getByRole('link', { name: /林晓|周密/ }).textContent)).toEqual(['林晓', '周密']);
    const follow = within(rows[0]!).getByTestId('follow-button');
    expect(follow.textContent).toBe('关注');
    expect((follow as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(follow);
    expect(useDialogs.getState().login.open).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toEqual([]);
  });

  it('I14/I41 a member sees their own relations from the browser read, and follows with one click', async () => {
    useSessionStore.setState({ hydrated: true, isLogin: true, memberId: 1001 });
    let followed = false;
    server.use(
      socialHandlers.list('hot-follow', page([member(1050, '林晓', true), member(1051, '周密')])),
      socialHandlers.follow(1051, true, () => {
        followed = true;
        return { isFollowed: true, followerCount: 9, followCount: 1 };
      }),
    );
    renderWithI18n(<MemberList compact source={{ kind: 'list', list: 'hot-follow' }} initial={SERVER_PAGE} size={3} />);
    // the member's relations replace the visitor's
    await waitFor(() => expect(within(screen.getAllByTestId('member-item')[0]!).getByTestId('follow-button').textContent).toBe('已关注'));
    const second = () => within(screen.getAllByTestId('member-item')[1]!).getByTestId<HTMLButtonElement>('follow-button');
    await waitFor(() => expect(second().disabled).toBe(false));
    fireEvent.click(second());
    await waitFor(() => expect(second().textContent).toBe('已关注'));
    expect(followed).toBe(true);
    expect(useDialogs.getState().login.open).toBe(false);
  });

  it('I16 a member sees no buttons on their own row, while the list loads and after', async () => {
    useSessionStore.setState({ hydrated: true, isLogin: true, memberId: 1050 });
    server.use(socialHandlers.list('v2/interested', SERVER_PAGE));
    renderWithI18n(<MemberList compact source={{ kind: 'list', list: 'v2/interested' }} initial={SERVER_PAGE} size={3} />);
    expect(within(screen.getAllByTestId('member-item')[0]!).queryByTestId('follow-button')).toBeNull();
    await waitFor(() => expect(calls).toContain('GET /api/admin/follow/v2/interested'));
    expect(within(screen.getAllByTestId('member-item')[0]!).queryByTestId('follow-button')).toBeNull();
    expect(within(screen.getAllByTestId('member-item')[1]!).queryByTestId('follow-button')).not.toBeNull();
  });
});
