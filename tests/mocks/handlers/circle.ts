import { http } from 'msw';
import { z } from 'zod';
import {
  circleDetailSchema,
  circleJoinResultSchema,
  circleMemberPageSchema,
  circleMenuPageSchema,
  circleNoticeListSchema,
  circleRequestPageSchema,
  circleSaveResultSchema,
  myCircleListSchema,
  type CallerMemberType,
  type CircleDetail,
  type CircleJoinResult,
  type CircleMember,
  type CircleMenuItem,
  type CircleNotice,
  type CircleRequest,
  type CircleSaveResult,
  type MyCircle,
} from '@/lib/contract/circle';
import type { Page } from '@/lib/contract/common';
import { envelope, type Reply } from '../envelope';
import { API } from '../server';

/** Circle calls of the navigation bar, the circle form, the composer and the own-page circles tab (G31–G42, I44). */
export const circleHandlers = {
  /** The caller's view of a circle (`circleMemberType` from the token). */
  detail: (circleId: number, reply: Reply<CircleDetail>) =>
    http.get(`${API}/post/circles/detail/${circleId}`, ({ request }) => envelope(circleDetailSchema, reply, request)),
  join: (circleId: number, reply: Reply<CircleJoinResult>) => http.post(`${API}/post/circles/${circleId}/join`, ({ request }) => envelope(circleJoinResultSchema, reply, request)),
  request: (circleId: number, reply: Reply<CircleJoinResult>) =>
    http.post(`${API}/post/circles/${circleId}/requests`, ({ request }) => envelope(circleJoinResultSchema, reply, request)),
  leave: (circleId: number, reply: Reply<unknown>) => http.delete(`${API}/post/circles/${circleId}/leave`, ({ request }) => envelope(null, reply, request)),
  miniappCode: (circleId: number, reply: Reply<string>) => http.get(`${API}/post/circles/${circleId}/miniapp-code`, ({ request }) => envelope(z.string(), reply, request)),
  mine: (reply: Reply<MyCircle[]>) => http.get(`${API}/post/circles/my`, ({ request }) => envelope(myCircleListSchema, reply, request)),
  /** `GET /post/circles/menu/page?size=50`: the categories offered by the circle form. */
  menu: (reply: Reply<Page<CircleMenuItem>>) => http.get(`${API}/post/circles/menu/page`, ({ request }) => envelope(circleMenuPageSchema, reply, request)),
  /** G40: `POST /post/circles` (create) and `PUT /post/circles` (edit, with `circleId`). */
  create: (reply: Reply<CircleSaveResult>) => http.post(`${API}/post/circles`, ({ request }) => envelope(circleSaveResultSchema, reply, request)),
  update: (reply: Reply<CircleSaveResult>) => http.put(`${API}/post/circles`, ({ request }) => envelope(circleSaveResultSchema, reply, request)),
  /** G41 / K17: `PUT /post/circles/0/requests/approve|reject/{id}`. */
  decideJoinRequest: (requestId: number, accept: boolean, reply: Reply<unknown>) =>
    http.put(`${API}/post/circles/0/requests/${accept ? 'approve' : 'reject'}/${requestId}`, ({ request }) => envelope(null, reply, request)),

  /** The management page (G09, G36–G41, G25): its lists and writes. */
  members: (circleId: number, reply: Reply<Page<CircleMember>>) =>
    http.get(`${API}/post/circles/${circleId}/members/page`, ({ request }) => envelope(circleMemberPageSchema, reply, request)),
  requests: (circleId: number, reply: Reply<Page<CircleRequest>>) =>
    http.get(`${API}/post/circles/${circleId}/requests`, ({ request }) => envelope(circleRequestPageSchema, reply, request)),
  notices: (circleId: number, reply: Reply<CircleNotice[]>) =>
    http.get(`${API}/post/circles/${circleId}/notices`, ({ request }) => envelope(circleNoticeListSchema, reply, request)),
  addNotice: (circleId: number, reply: Reply<unknown>) => http.post(`${API}/post/circles/${circleId}/notices`, ({ request }) => envelope(null, reply, request)),
  removeMembers: (circleId: number, reply: Reply<{ removed: number }>) =>
    http.delete(`${API}/post/circles/${circleId}/members/batch`, ({ request }) => envelope(z.object({ removed: z.number() }), reply, request)),
};

/** A public circle as `GET /post/circles/detail/{id}` answers it, seen by a caller of the given member type. */
export function circleDetail(circleId: number, circleMemberType: CallerMemberType, over: Partial<CircleDetail> = {}): CircleDetail {
  return {
    circleId,
    circleName: '软包装技术交流圈',
    description: '复合、印刷与制袋工艺',
    avatar: null,
    coverImg: null,
    category: '包装',
    circleType: 0,
    isPublic: true,
    memberCount: 128,
    postCount: 40,
    createdTime: '2026-01-01 10:00:00',
    owner: { memberId: 1002, nickname: '李文静', avatar: null, company: null, position: null },
    circleMemberType,
    ...over,
  };
}
