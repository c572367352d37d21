import { z } from 'zod';
import type { PagingQuery } from '@/lib/contract/common';
import {
  followResultSchema,
  friendApplicationPageSchema,
  memberFilterListSchema,
  memberListPageSchema,
  type FollowResult,
  type FriendRequestInput,
  type MemberFilterOption,
  type MemberListPage,
  type MemberPageQuery,
} from '@/lib/contract/social';
import type { Page } from '@/lib/contract/common';
import type { FriendApplication } from '@/lib/contract/social';
import type { Transport } from '@/lib/api/transport';
import { workHistoryListSchema, type WorkHistoryItem } from '@/lib/contract/member';

type Paging = Partial<PagingQuery>;

/** I34: `GET /admin/member/{id}/miniapp-code`: the image URL of the mini-app code shared with a member's page. */
export function getMemberMiniappCode(t: Transport, memberId: number): Promise<string> {
  return t.get(`/admin/member/${memberId}/miniapp-code`, { auth: false, schema: z.string() });
}

/** `POST /admin/member/follow/{id}` (I14). */
export function followMember(t: Transport, id: number): Promise<FollowResult> {
  return t.post(`/admin/member/follow/${id}`, { schema: followResultSchema });
}

/** `POST /admin/member/unfollow/{id}` (I14). */
export function unfollowMember(t: Transport, id: number): Promise<FollowResult> {
  return t.post(`/admin/member/unfollow/${id}`, { schema: followResultSchema });
}

/** `GET /admin/member/follow/{memberId}` (I13). */
export function getFollowing(t: Transport, memberId: number, q: Paging = {}): Promise<MemberListPage> {
  return t.get(`/admin/member/follow/${memberId}`, { query: { ...q }, schema: memberListPageSchema });
}

/** `GET /admin/member/fans/{memberId}` (I13). */
export function getFans(t: Transport, memberId: number, q: Paging = {}): Promise<MemberListPage> {
  return t.get(`/admin/member/fans/${memberId}`, { query: { ...q }, schema: memberListPageSchema });
}

/** `GET /admin/follow/member/page` (I01, I05, I07). */
export function getMemberPage(t: Transport, q: Partial<MemberPageQuery> = {}): Promise<MemberListPage> {
  return t.get('/admin/follow/member/page', { query: { ...q }, schema: memberListPageSchema });
}

export type MemberListKind = 'hot-follow' | 'join-latest' | 'v2/interested' | 'viewd';

/** `GET /admin/follow/{hot-follow|join-latest|v2/interested|viewd}` (I02–I04, I10). */
export function getMemberList(t: Transport, kind: MemberListKind, q: Paging = {}): Promise<MemberListPage> {
  return t.get(`/admin/follow/${kind}`, { query: { ...q }, schema: memberListPageSchema });
}

export type MemberFilterKind = 'company' | 'company-category' | 'location' | 'last-active';

/** `GET /admin/member-filter/{kind}` (I05, I17). */
export function getMemberFilter(t: Transport, kind: MemberFilterKind): Promise<MemberFilterOption[]> {
  return t.get(`/admin/member-filter/${kind}`, { schema: memberFilterListSchema });
}

/** `POST /admin/member-friend/request/submit` (I23): errors 20014–20023 reject with their code. */
export function submitFriendRequest(t: Transport, input: FriendRequestInput): Promise<unknown> {
  return t.post('/admin/member-friend/request/submit', { body: input });
}

/** `GET /admin/member-friend/requests` (K10). */
export function getFriendRequests(t: Transport, q: Paging = {}): Promise<Page<FriendApplication>> {
  return t.get('/admin/member-friend/requests', { query: { current: 1, size: 5, ...q, searchCount: 0 }, schema: friendApplicationPageSchema });
}

/** `POST /admin/member-friend/request/{id}/approve|ignore` (K13, K14): 20012 / 20013 reject with the server msg. */
export function decideFriendRequest(t: Transport, id: number, approve: boolean): Promise<unknown> {
  return t.post(`/admin/member-friend/request/${id}/${approve ? 'approve' : 'ignore'}`);
}

/** `GET /admin/member-friend/page` (I31). */
export function getFriends(t: Transport, q: Paging = {}): Promise<MemberListPage> {
  return t.get('/admin/member-friend/page', { query: { ...q }, schema: memberListPageSchema });
}

/** `DELETE /admin/member-friend/{id}/delete` (I32). */
export function deleteFriend(t: Transport, id: number): Promise<unknown> {
  return t.del(`/admin/member-friend/${id}/delete`);
}

/** `GET /admin/member/{memberId}/work-history`: the public work history of a member home (I08). */
export function getMemberWorkHistory(t: Transport, memberId: number): Promise<WorkHistoryItem[]> {
  return t.get(`/admin/member/${memberId}/work-history`, { schema: workHistoryListSchema });
}
