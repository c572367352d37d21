import { http } from 'msw';
import { z } from 'zod';
import { circleJoinResultSchema, myCircleListSchema, type CircleJoinResult, type MyCircle } from '@/lib/contract/circle';
import { envelope, type Reply } from '../envelope';
import { API } from '../server';

/** Circle calls of the navigation bar and the own-page circles tab (G31–G35, I44). */
export const circleHandlers = {
  /** The caller's view of a circle; the bar reads `circleMemberType` only. */
  detail: (circleId: number, reply: Reply<{ circleMemberType: CircleJoinResult['circleMemberType'] }>) =>
    http.get(`${API}/post/circles/detail/${circleId}`, ({ request }) => envelope(null, reply, request)),
  join: (circleId: number, reply: Reply<CircleJoinResult>) => http.post(`${API}/post/circles/${circleId}/join`, ({ request }) => envelope(circleJoinResultSchema, reply, request)),
  request: (circleId: number, reply: Reply<CircleJoinResult>) =>
    http.post(`${API}/post/circles/${circleId}/requests`, ({ request }) => envelope(circleJoinResultSchema, reply, request)),
  leave: (circleId: number, reply: Reply<unknown>) => http.delete(`${API}/post/circles/${circleId}/leave`, ({ request }) => envelope(null, reply, request)),
  miniappCode: (circleId: number, reply: Reply<string>) => http.get(`${API}/post/circles/${circleId}/miniapp-code`, ({ request }) => envelope(z.string(), reply, request)),
  mine: (reply: Reply<MyCircle[]>) => http.get(`${API}/post/circles/my`, ({ request }) => envelope(myCircleListSchema, reply, request)),
};
