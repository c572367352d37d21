import { http } from 'msw';
import type { Page } from '@/lib/contract/common';
import {
  followResultSchema,
  friendApplicationPageSchema,
  friendRequestStatusSchema,
  memberListPageSchema,
  type FollowResult,
  type FriendApplication,
  type FriendRequestInput,
  type MemberListPage,
} from '@/lib/contract/social';
import { envelope, type Reply } from '../envelope';
import { API } from '../server';

/** Member lists, follows and friends (I14–I33). */
export const socialHandlers = {
  following: (memberId: number, reply: Reply<MemberListPage>) =>
    http.get(`${API}/admin/member/follow/${memberId}`, ({ request }) => envelope(memberListPageSchema, reply, request)),
  fans: (memberId: number, reply: Reply<MemberListPage>) => http.get(`${API}/admin/member/fans/${memberId}`, ({ request }) => envelope(memberListPageSchema, reply, request)),
  /** I37/I41: `GET /admin/follow/{kind}` (v2/interested, hot-follow, join-latest, viewd …). */
  list: (kind: string, reply: Reply<MemberListPage>) => http.get(`${API}/admin/follow/${kind}`, ({ request }) => envelope(memberListPageSchema, reply, request)),
  friends: (reply: Reply<MemberListPage>) => http.get(`${API}/admin/member-friend/page`, ({ request }) => envelope(memberListPageSchema, reply, request)),
  deleteFriend: (id: number, reply: Reply<unknown>) => http.delete(`${API}/admin/member-friend/${id}/delete`, ({ request }) => envelope(null, reply, request)),
  follow: (memberId: number, follow: boolean, reply: Reply<FollowResult>) =>
    http.post(`${API}/admin/member/${follow ? 'follow' : 'unfollow'}/${memberId}`, ({ request }) => envelope(followResultSchema, reply, request)),
  /** I23: `POST /admin/member-friend/request/submit` with `{memberId, message}`. */
  friendRequest: (reply: Reply<{ id: number }>) =>
    http.post(`${API}/admin/member-friend/request/submit`, ({ request }) => envelope(null, reply, request)),
  /** K10: `GET /admin/member-friend/requests?current&size&searchCount`: the requests sent to the caller. */
  friendRequests: (reply: Reply<Page<FriendApplication>>) =>
    http.get(`${API}/admin/member-friend/requests`, ({ request }) => envelope(friendApplicationPageSchema, reply, request)),
  /** K13 / K14: `POST /admin/member-friend/request/{id}/approve|ignore`: answers the request's new status. */
  decideFriendRequest: (id: number, approve: boolean, reply: Reply<FriendApplication['status']>) =>
    http.post(`${API}/admin/member-friend/request/${id}/${approve ? 'approve' : 'ignore'}`, ({ request }) => envelope(friendRequestStatusSchema, reply, request)),
};

/** The body of a friend request as the dialog sent it. */
export async function friendRequestBody(request: Request): Promise<FriendRequestInput> {
  return (await request.clone().json()) as FriendRequestInput;
}
