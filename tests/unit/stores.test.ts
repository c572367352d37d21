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
} from '@/stores/session';
import { INITIAL_UNREAD, selectUnreadTotal, useUnreadStore } from '@/stores/unread';
import { API, ok, resetBrowserState } from './helpers';

const server = setupServer();
let restore: () => void = () => {};
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetBrowserState();
  useSessionStore.getState().reset();
  useUnreadStore.getState().reset();
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
    useSessionStore.getState().hydrate();
    const s = useSessionStore.getState();
    expect(s.hydrated).toBe(true);
    expect(selectIsLogin(s)).toBe(true);
    expect(selectMemberId(s)).toBe(7);
    expect(selectHasPermission('company:product:add')(s)).toBe(true);
    expect(selectHasPermission('other')(s)).toBe(false);
  });

  it('a visitor hydrates logged out', () => {
    useSessionStore.getState().hydrate();
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
    useSessionStore.getState().hydrate();
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
    useSessionStore.getState().hydrate();
    useSessionStore.getState().setBanned(true);
    clearSession();
    expect(useSessionStore.getState()).toMatchObject({ isLogin: false, memberId: null, isBanned: false, permissions: [] });
  });
});

describe('unread store', () => {
  it('Q29 every counter starts at −1', () => {
    expect(UNREAD_INITIAL).toBe(-1);
    expect(INITIAL_UNREAD).toEqual({
      noticeUnreadMessageCount: -1,
      commentUnreadMessageCount: -1,
      circleRequestUnreadMessageCount: -1,
      friendApplicationsPendingCount: -1,
    });
    const s = useUnreadStore.getState();
    expect(s.noticeUnreadMessageCount).toBe(-1);
    expect(selectUnreadTotal(s)).toBe(0);
  });

  it('set, increment, decrement, clear; a session clear resets to −1', () => {
    const store = useUnreadStore.getState();
    store.increment('noticeUnreadMessageCount');
    expect(useUnreadStore.getState().noticeUnreadMessageCount).toBe(1);
    store.setCounts({ commentUnreadMessageCount: 5, friendApplicationsPendingCount: 2 });
    store.decrement('commentUnreadMessageCount', 10);
    expect(useUnreadStore.getState().commentUnreadMessageCount).toBe(0);
    store.decrement('circleRequestUnreadMessageCount');
    expect(useUnreadStore.getState().circleRequestUnreadMessageCount).toBe(-1);
    expect(selectUnreadTotal(useUnreadStore.getState())).toBe(3);
    store.clear('friendApplicationsPendingCount');
    expect(useUnreadStore.getState().friendApplicationsPendingCount).toBe(0);
    clearSession();
    expect(useUnreadStore.getState().noticeUnreadMessageCount).toBe(-1);
  });
});
