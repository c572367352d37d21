import { http } from 'msw';
import { followResultSchema, memberListPageSchema, type FollowResult, type FriendRequestInput, type MemberListPage } from '@/lib/contract/social';
import { envelope, type Reply } from '../envelope';
import { API } from '../server';

/** Member lists, follows and friends (I14–I33). */
export const socialHandlers = {
  following: (memberId: number, reply: Reply<MemberListPage>) =>
    http.get(`${API}/admin/member/follow/${memberId}`, ({ request }) => envelope(memberListPageSchema, reply, request)),
  fans: (memberId: number, reply: Reply<MemberListPage>) => http.get(`${API}/admin/member/fans/${memberId}`, ({ request }) => envelope(memberListPageSchema, reply, request)),
  friends: (reply: Reply<MemberListPage>) => http.get(`${API}/admin/member-friend/page`, ({ request }) => envelope(memberListPageSchema, reply, request)),
  deleteFriend: (id: number, reply: Reply<unknown>) => http.delete(`${API}/admin/member-friend/${id}/delete`, ({ request }) => envelope(null, reply, request)),
  follow: (memberId: number, follow: boolean, reply: Reply<FollowResult>) =>
    http.post(`${API}/admin/member/${follow ? 'follow' : 'unfollow'}/${memberId}`, ({ request }) => envelope(followResultSchema, reply, request)),
  /** I23: `POST /admin/member-friend/request/submit` with `{memberId, message}`. */
  friendRequest: (reply: Reply<{ id: number }>) =>
    http.post(`${API}/admin/member-friend/request/submit`, ({ request }) => envelope(null, reply, request)),
};

/** The body of a friend request as the dialog sent it. */
export async function friendRequestBody(request: Request): Promise<FriendRequestInput> {
  return (await request.clone().json()) as FriendRequestInput;
}
