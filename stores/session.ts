import { create } from 'zustand';
import { DEFAULT_LOCALE, type Locale } from '@/lib/constants';
import type { MemberBasicInfo, MembershipBenefit } from '@/lib/contract/member';
import type { Transport } from '@/lib/api/transport';
import type { SessionSnapshot } from '@/lib/session/cookies';
import {
  clearSession,
  getSession,
  onBannedAnswer,
  onSessionCleared,
  setMembership as saveMembership,
  setPermissions as savePermissions,
} from '@/lib/session/session';

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

  /** Reads the session cookies (or a given snapshot) into the store. Call once on the client after mount. */
  hydrate: (snapshot?: SessionSnapshot) => void;
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

  hydrate: (snapshot) => {
    const s = snapshot ?? getSession();
    set({
      hydrated: true,
      isLogin: s.isLogin,
      memberId: s.isLogin ? s.memberId : null,
      membership: s.isLogin ? asBenefits(s.membership) : null,
      permissions: s.isLogin ? s.permissions : [],
      lang: s.lang,
    });
  },
  setMemberInfo: (info) =>
    set({ memberInfo: info, isBanned: info?.isBanned ?? false, ...(info ? { memberId: info.memberId } : {}) }),
  setMembership: (membership) => set({ membership }),
  setPermissions: (permissions) => set({ permissions }),
  setBanned: (banned) => set((s) => ({ isBanned: banned, memberInfo: s.memberInfo ? { ...s.memberInfo, isBanned: banned } : null })),

  loadMember: async (given) => {
    // The API client loads with the first member call, not with every page.
    const [{ clientTransport }, { getAuthorities, getMemberInfo, getMembershipBenefit, isMemberInfoMissing }] = await Promise.all([
      import('@/lib/api/client'),
      import('@/lib/api/member'),
    ]);
    const transport = given ?? clientTransport;
    try {
      const [info, membership, permissions] = await Promise.all([
        getMemberInfo(transport),
        getMembershipBenefit(transport),
        getAuthorities(transport),
      ]);
      saveMembership(membership);
      savePermissions(permissions);
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
      if (isMemberInfoMissing(error)) clearSession();
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

export const selectHydrated = (s: SessionState) => s.hydrated;
export const selectIsLogin = (s: SessionState) => s.isLogin;
export const selectMemberId = (s: SessionState) => s.memberId;
export const selectMemberInfo = (s: SessionState) => s.memberInfo;
export const selectIsBanned = (s: SessionState) => s.isBanned;
export const selectMembership = (s: SessionState) => s.membership;
export const selectPermissions = (s: SessionState) => s.permissions;
/** `useSessionStore(selectHasPermission('company:product:add'))`. */
export const selectHasPermission = (permission: string) => (s: SessionState) => s.permissions.includes(permission);
