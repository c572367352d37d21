import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MEMBER_INFO_MISSING_MSG, UNREAD_INITIAL } from '@/lib/constants';
import { configureApiClient } from '@/lib/api/client';
import { clearSession, getSession, saveLoginSession, setPermissions } from '@/lib/session/session';
import {
  selectHasPermission,
  selectIsLogin,
  selectMemberId,
  useSessionStore,
  whenSessionKnown,
} from '@/stores/session';
import { getQueryClient } from '@/lib/queries/query-client';
import { noticeCountQuery, noticeUnreadTotal, withCounter } from '@/lib/queries/msg';
import { API, ok, resetBrowserState } from './helpers';

const server = setupServer();
let restore: () => void = () => {};
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetBrowserState();
  useSessionStore.getState().reset();
  restore = configureApiClient({ onUnauthorized: vi.fn(), onBadRequest: vi.fn(), logError: vi.fn() });
});
afterEach(() => {
  restore();
  server.resetHandlers();
});
afterAll(() => server.close());

const info = {
  memberId: 7,
  nickname: '张三',
  company: '某食品公司',
  companyId: 0,
  position: '经理',
  isBanned: true,
  email: null,
  phoneNumber: '13800000001',
  hasColumn: false,
  inviteMiniappCode: null,
  avatar: null,
  gender: 'MALE',
  locationId: 310000,
  location: '上海',
  nameEditable: true,
  industryTagList: [],
  followerCount: 1,
  followCount: 2,
};

describe('session store', () => {
  it('hydrates from the cookies', () => {
    saveLoginSession({ access_token: 'a', refresh_token: 'r', expires_in: 100, memberId: 7 }, { rememberMe: true });
    setPermissions(['company:product:add']);
    useSessionStore.getState().hydrate(getSession());
    const s = useSessionStore.getState();
    expect(s.hydrated).toBe(true);
    expect(selectIsLogin(s)).toBe(true);
    expect(selectMemberId(s)).toBe(7);
    expect(selectHasPermission('company:product:add')(s)).toBe(true);
    expect(selectHasPermission('other')(s)).toBe(false);
  });

  it('a visitor hydrates logged out', () => {
    useSessionStore.getState().hydrate(getSession());
    expect(useSessionStore.getState()).toMatchObject({ hydrated: true, isLogin: false, memberId: null });
  });

  it('B15 loadMember fetches member info, membership and permissions and stores them', async () => {
    saveLoginSession({ access_token: 'a', refresh_token: 'r', expires_in: 100, memberId: 7 }, { rememberMe: true });
    server.use(
      http.get(`${API}/admin/member/basic-info`, () => HttpResponse.json(ok(info))),
      http.get(`${API}/admin/membership/benefit`, () => HttpResponse.json(ok([{ name: '会员', description: '权益' }]))),
      http.get(`${API}/admin/member/authorities`, () => HttpResponse.json(ok(['company:product:add']))),
    );
    await useSessionStore.getState().loadMember();
    const s = useSessionStore.getState();
    expect(s).toMatchObject({ isLogin: true, memberId: 7, isBanned: true, permissions: ['company:product:add'] });
    expect(s.memberInfo?.nickname).toBe('张三');
    expect(getSession().permissions).toEqual(['company:product:add']);
    expect(getSession().membership).toEqual([{ name: '会员', description: '权益' }]);
  });

  it('B17 member info without data logs out locally', async () => {
    saveLoginSession({ access_token: 'a', refresh_token: 'r', expires_in: 100, memberId: 7 }, { rememberMe: true });
    useSessionStore.getState().hydrate(getSession());
    server.use(
      http.get(`${API}/admin/member/basic-info`, () => HttpResponse.json(ok(null))),
      http.get(`${API}/admin/membership/benefit`, () => HttpResponse.json(ok([]))),
      http.get(`${API}/admin/member/authorities`, () => HttpResponse.json(ok([]))),
    );
    await expect(useSessionStore.getState().loadMember()).rejects.toMatchObject({ msg: MEMBER_INFO_MISSING_MSG });
    expect(getSession().isLogin).toBe(false);
    expect(useSessionStore.getState().isLogin).toBe(false);
  });

  it('B28 a session clear resets the store', () => {
    saveLoginSession({ access_token: 'a', refresh_token: 'r', expires_in: 100, memberId: 7 }, { rememberMe: true });
    useSessionStore.getState().hydrate(getSession());
    useSessionStore.getState().setBanned(true);
    clearSession();
    expect(useSessionStore.getState()).toMatchObject({ isLogin: false, memberId: null, isBanned: false, permissions: [] });
  });
});

describe('a click before the member’s session is known (issue 27 item 6, issue 28 item 1)', () => {
  it('waits for it and is answered once, with the member’s session; once known, at once', () => {
    useSessionStore.setState({ hydrated: false });
    saveLoginSession({ access_token: 'member-token', memberId: 7 }, { rememberMe: true });
    useSessionStore.getState().expectMember();
    expect(useSessionStore.getState()).toMatchObject({ hydrated: false, isLogin: true });
    const answers: (number | null)[] = [];
    whenSessionKnown((s) => answers.push(s.memberId));
    expect(answers).toEqual([]);
    useSessionStore.getState().hydrate(getSession());
    useSessionStore.getState().setBanned(false);
    expect(answers).toEqual([7]);
    whenSessionKnown((s) => answers.push(s.memberId));
    expect(answers).toEqual([7, 7]);
  });
});

describe('unread counters (K05, Q29)', () => {
  const counts = { noticeUnreadMessageCount: 3, commentUnreadMessageCount: 5, circleRequestUnreadMessageCount: 0, friendApplicationsPendingCount: 2 };

  it('Q29 not loaded until read: no counters count 0, and counters not loaded stay so', () => {
    expect(UNREAD_INITIAL).toBe(-1);
    expect(noticeUnreadTotal(undefined)).toBe(0);
    expect(withCounter(undefined, 'noticeUnreadMessageCount', (n) => n + 1)).toBeUndefined();
    expect(noticeUnreadTotal({ ...counts, commentUnreadMessageCount: UNREAD_INITIAL })).toBe(5);
  });

  it('set, decrement (never below 0), clear; the total sums them', () => {
    expect(noticeUnreadTotal(counts)).toBe(10);
    expect(withCounter(counts, 'commentUnreadMessageCount', (n) => n - 10)).toMatchObject({ commentUnreadMessageCount: 0, noticeUnreadMessageCount: 3 });
    expect(withCounter(counts, 'friendApplicationsPendingCount', () => 0)?.friendApplicationsPendingCount).toBe(0);
    expect(withCounter(counts, 'noticeUnreadMessageCount', (n) => n + 1)?.noticeUnreadMessageCount).toBe(4);
    expect(counts.noticeUnreadMessageCount).toBe(3);
  });

  it('a session clear drops the counters read for the member', () => {
    const client = getQueryClient();
    client.setQueryData(noticeCountQuery(1001).queryKey, counts);
    clearSession();
    expect(client.getQueryData(noticeCountQuery(1001).queryKey)).toBeUndefined();
  });
});
