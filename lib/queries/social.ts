import { queryOptions } from '@tanstack/react-query';
import type { MemberFilterKind, MemberListKind } from '@/lib/api/social';
import type { Page } from '@/lib/contract/common';
import type { FollowResult, FriendApplication, FriendRequestInput, MemberFilterOption, MemberListPage, MemberPageQuery } from '@/lib/contract/social';
import { clientTransport, type Viewer } from '@/lib/queries/client';

/** Where a member list comes from, so the browser can reload it with the member's token (relations) or page it. */
export type MemberListSource =
  | { kind: 'page'; query: Partial<MemberPageQuery> }
  | { kind: 'list'; list: MemberListKind }
  | { kind: 'follow' | 'fans'; memberId: number }
  | { kind: 'friends' };

/** Query keys of the social family (member lists and the relations of a member card). */
export const socialKeys = {
  all: ['social'] as const,
  lists: () => [...socialKeys.all, 'list'] as const,
  list: (source: MemberListSource, current: number, size: number, viewer: Viewer) => [...socialKeys.lists(), source, current, size, viewer] as const,
  card: (memberId: number, viewer: Viewer) => [...socialKeys.all, 'card', memberId, viewer] as const,
  friendRequests: (current: number, size: number, viewer: Viewer) => [...socialKeys.all, 'friend-requests', current, size, viewer] as const,
};

async function socialApi() {
  const [transport, api] = await Promise.all([clientTransport(), import('@/lib/api/social')]);
  return { transport, api };
}

/** One page of a member list (I16), read with the caller's token so the buttons show their relations. */
export function memberListQuery(source: MemberListSource, current: number, size: number, viewer: Viewer) {
  return queryOptions({
    queryKey: socialKeys.list(source, current, size, viewer),
    queryFn: async (): Promise<MemberListPage> => {
      const { transport: t, api } = await socialApi();
      switch (source.kind) {
        case 'page':
          return api.getMemberPage(t, { ...source.query, current, size });
        case 'list':
          return api.getMemberList(t, source.list, { current, size });
        case 'follow':
          return api.getFollowing(t, source.memberId, { current, size });
        case 'fans':
          return api.getFans(t, source.memberId, { current, size });
        case 'friends':
          return api.getFriends(t, { current, size });
      }
    },
  });
}

/** The caller's relation to a member (I12–I15, I18): the member card, read after hydration. */
export function memberCardQuery(memberId: number, viewer: Viewer) {
  return queryOptions({
    queryKey: socialKeys.card(memberId, viewer),
    queryFn: async () => {
      const [transport, { getMemberCard }] = await Promise.all([clientTransport(), import('@/lib/api/member')]);
      return getMemberCard(transport, memberId);
    },
  });
}

/** I14: follow or unfollow a member. */
export async function setFollow(memberId: number, follow: boolean): Promise<FollowResult> {
  const { transport, api } = await socialApi();
  return follow ? api.followMember(transport, memberId) : api.unfollowMember(transport, memberId);
}

/** K10: one page of the friend requests sent to the caller (the apply tab); reading them marks nothing read. */
export function friendRequestPageQuery(current: number, size: number, viewer: Viewer) {
  return queryOptions({
    queryKey: socialKeys.friendRequests(current, size, viewer),
    queryFn: async (): Promise<Page<FriendApplication>> => {
      const { transport: t, api } = await socialApi();
      return api.getFriendRequests(t, { current, size });
    },
    staleTime: 0,
  });
}

/** K13 / K14: approve or ignore a friend request; 20012 / 20013 reject with the server's message (K16). */
export async function decideFriendRequest(id: number, approve: boolean): Promise<FriendApplication['status']> {
  const { transport, api } = await socialApi();
  await api.decideFriendRequest(transport, id, approve);
  return approve ? 'APPROVED' : 'IGNORED';
}

/** A page of friend requests with one request's new status (the cache edited in place after a decision). */
export function withRequestStatus(page: Page<FriendApplication> | undefined, id: number, status: FriendApplication['status']) {
  return page && { ...page, records: page.records.map((r) => (r.id === id ? { ...r, status } : r)) };
}

/** I32: delete a friend (both ways). */
export async function deleteFriend(memberId: number): Promise<void> {
  const { transport, api } = await socialApi();
  await api.deleteFriend(transport, memberId);
}

/** I19: ask a member to be friends, with a message. */
export async function sendFriendRequest(input: FriendRequestInput): Promise<void> {
  const { transport, api } = await socialApi();
  await api.submitFriendRequest(transport, input);
}

/** I09: the member's mini-program code (a picture URL) for the share panel. */
export async function memberMiniappCode(memberId: number): Promise<string> {
  const { transport, api } = await socialApi();
  return api.getMemberMiniappCode(transport, memberId);
}

/** I05: the options of one filter row of the people list (companies, categories, places). */
export function memberFilterQuery(kind: MemberFilterKind) {
  return queryOptions({
    queryKey: [...socialKeys.all, 'filter', kind] as const,
    queryFn: async (): Promise<MemberFilterOption[]> => {
      const { transport, api } = await socialApi();
      return api.getMemberFilter(transport, kind);
    },
  });
}
