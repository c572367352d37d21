import { create } from 'zustand';
import { DEFAULT_LOCALE, type Locale } from '@/lib/constants';
import type { MemberBasicInfo, MembershipBenefit } from '@/lib/contract/member';
import type { Transport } from '@/lib/api/transport';
import type { SessionSnapshot } from '@/lib/session/cookies';
import { onBannedAnswer, onSessionCleared } from '@/lib/session/session-events';

/** What the store takes from the session cookies (a `SessionSnapshot` is one). */
export type StoredSession = Pick<SessionSnapshot, 'isLogin' | 'memberId' | 'membership' | 'permissions' | 'lang'>;

/** A visitor's session: the store's value when the browser holds no session cookie (nothing to decrypt). */
export function visitorSession(lang: Locale): StoredSession {
  return { isLogin: false, memberId: null, membership: null, permissions: [], lang };
}

export interface SessionState {
  /** True once the store has read the cookies (false during the server render and first paint). */
  hydrated: boolean;
  isLogin: boolean;
  memberId: number | null;
  memberInfo: MemberBasicInfo | null;
  membership: MembershipBenefit[] | null;
  permissions: string[];
  isBanned: boolean;
  lang: Locale;

  /**
   * Takes the session read from the cookies (`getSession()` of lib/session/session.ts, or `visitorSession()` when
   * the browser holds none). SessionBootstrap calls it once after mount; a login calls it again.
   */
  hydrate: (session: StoredSession) => void;
  /**
   * The browser holds a member's cookies, not decrypted yet (the session module is loading): `isLogin` is true at
   * once, so a click in that moment takes the member's path (a report opens its dialog, not the login), while
   * `hydrated` stays false until `hydrate` brings the member's id and rights.
   */
  expectMember: () => void;
  setMemberInfo: (info: MemberBasicInfo | null) => void;
  setMembership: (membership: MembershipBenefit[] | null) => void;
  setPermissions: (permissions: string[]) => void;
  setBanned: (banned: boolean) => void;
  /**
   * B15: member info, membership and permissions, stored in the session and the store. Member info without
   * data (B17) logs out locally and rethrows.
   */
  loadMember: (transport?: Transport) => Promise<MemberBasicInfo>;
  /** Back to a visitor (after a logout; runs by itself on every session clear). */
  reset: () => void;
}

const visitor = {
  isLogin: false,
  memberId: null,
  memberInfo: null,
  membership: null,
  permissions: [] as string[],
  isBanned: false,
};

function asBenefits(value: unknown): MembershipBenefit[] | null {
  if (!Array.isArray(value)) return null;
  return value.filter(
    (v): v is MembershipBenefit =>
      typeof v === 'object' && v !== null && typeof (v as MembershipBenefit).name === 'string',
  );
}

export const useSessionStore = create<SessionState>()((set) => ({
  hydrated: false,
  ...visitor,
  lang: DEFAULT_LOCALE,

  hydrate: (s) => {
    set({
      hydrated: true,
      isLogin: s.isLogin,
      memberId: s.isLogin ? s.memberId : null,
      membership: s.isLogin ? asBenefits(s.membership) : null,
      permissions: s.isLogin ? s.permissions : [],
      lang: s.lang,
    });
  },
  expectMember: () => set((s) => (s.hydrated ? {} : { isLogin: true })),
  setMemberInfo: (info) =>
    set({ memberInfo: info, isBanned: info?.isBanned ?? false, ...(info ? { memberId: info.memberId } : {}) }),
  setMembership: (membership) => set({ membership }),
  setPermissions: (permissions) => set({ permissions }),
  setBanned: (banned) => set((s) => ({ isBanned: banned, memberInfo: s.memberInfo ? { ...s.memberInfo, isBanned: banned } : null })),

  loadMember: async (given) => {
    // The API client loads with the first member call, not with every page.
    const [{ clientTransport }, { getAuthorities, getMemberInfo, getMembershipBenefit, isMemberInfoMissing }, session] = await Promise.all([
      import('@/lib/api/client'),
      import('@/lib/api/member'),
      import('@/lib/session/session'),
    ]);
    const transport = given ?? clientTransport;
    try {
      const [info, membership, permissions] = await Promise.all([
        getMemberInfo(transport),
        getMembershipBenefit(transport),
        getAuthorities(transport),
      ]);
      session.setMembership(membership);
      session.setPermissions(permissions);
      set({
        isLogin: true,
        memberId: info.memberId,
        memberInfo: info,
        isBanned: info.isBanned,
        membership,
        permissions,
      });
      return info;
    } catch (error) {
      if (isMemberInfoMissing(error)) session.clearSession();
      throw error;
    }
  },

  reset: () => set({ ...visitor }),
}));

onSessionCleared(() => useSessionStore.getState().reset());
// S10: a 10407 answer to any call marks the member banned (publish and chat inputs follow isBanned).
onBannedAnswer(() => {
  const state = useSessionStore.getState();
  if (state.isLogin) state.setBanned(true);
});

/**
 * Runs `act` with the session once the store knows it: at once on a visitor's page, and on a member's once the session
 * module has loaded. A click handler that branches on the session goes through it, so a click in that moment is
 * answered then, with the member's answer, never the visitor's (issue 27 item 6).
 */
export function whenSessionKnown(act: (session: SessionState) => void): void {
  const now = useSessionStore.getState();
  if (now.hydrated) {
    act(now);
    return;
  }
  const stop = useSessionStore.subscribe((next) => {
    if (!next.hydrated) return;
    stop();
    act(next);
  });
}

export const selectHydrated = (s: SessionState) => s.hydrated;
export const selectIsLogin = (s: SessionState) => s.isLogin;
export const selectMemberId = (s: SessionState) => s.memberId;
export const selectMemberInfo = (s: SessionState) => s.memberInfo;
export const selectIsBanned = (s: SessionState) => s.isBanned;
export const selectMembership = (s: SessionState) => s.membership;
export const selectPermissions = (s: SessionState) => s.permissions;
/** `useSessionStore(selectHasPermission('company:product:add'))`. */
export const selectHasPermission = (permission: string) => (s: SessionState) => s.permissions.includes(permission);
