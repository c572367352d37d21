import { z } from 'zod';
import {
  circleDetailSchema,
  circleJoinResultSchema,
  circleMemberPageSchema,
  circleMenuPageSchema,
  circleNoticeListSchema,
  circlePageSchema,
  circleRequestPageSchema,
  circleSaveResultSchema,
  columnListSchema,
  columnSchema,
  columnSubscribeResultSchema,
  myCircleListSchema,
  type CircleCreateInput,
  type CircleSaveResult,
  type CircleUpdateInput,
  type Column,
  type ColumnSubscribeResult,
  type CircleDetail,
  type CircleItem,
  type CircleJoinResult,
  type CircleMember,
  type CircleMenuItem,
  type CircleNotice,
  type CircleRequest,
  type MyCircle,
} from '@/lib/contract/circle';
import type { Page } from '@/lib/contract/common';
import type { Transport } from '@/lib/api/transport';

/** G07: `GET /post/circles/v2/page` (current, size, circleType, category, a timestamp). */
export function getCirclePage(
  t: Transport,
  query: { current?: number; size?: number; circleType?: number; category?: string; timestamp?: number } = {},
): Promise<Page<CircleItem>> {
  const { timestamp, ...rest } = query;
  return t.get('/post/circles/v2/page', { auth: false, query: { ...rest, t: timestamp }, schema: circlePageSchema });
}

/** G43: `GET /post/circles/recommend` (type 0 circles, 1 columns). */
export function getRecommendedCircles(t: Transport, query: { type?: 0 | 1; size?: number; current?: number } = {}): Promise<Page<CircleItem>> {
  return t.get('/post/circles/recommend', { auth: false, query: { type: 0, ...query }, schema: circlePageSchema });
}

/** G45: `GET /post/circles/menu/page`: the circle categories. */
export function getCircleMenu(t: Transport): Promise<Page<CircleMenuItem>> {
  return t.get('/post/circles/menu/page', { auth: false, query: { size: 50 }, schema: circleMenuPageSchema });
}

/** G08: `GET /post/circles/detail/{id}`; `circleMemberType` is the caller's (−1 for a visitor). */
export function getCircleDetail(t: Transport, circleId: number): Promise<CircleDetail> {
  return t.get(`/post/circles/detail/${circleId}`, { schema: circleDetailSchema });
}

/** G31: `POST /post/circles/{id}/join` (public circles). */
export function joinCircle(t: Transport, circleId: number): Promise<CircleJoinResult> {
  return t.post(`/post/circles/${circleId}/join`, { schema: circleJoinResultSchema });
}

/** G32: `POST /post/circles/{id}/requests` with requestType 1 (private circles). */
export function requestToJoinCircle(t: Transport, circleId: number, message?: string): Promise<CircleJoinResult> {
  return t.post(`/post/circles/${circleId}/requests`, { body: { requestType: 1, message }, schema: circleJoinResultSchema });
}

/** G33: `DELETE /post/circles/{id}/leave`. */
export function leaveCircle(t: Transport, circleId: number): Promise<unknown> {
  return t.del(`/post/circles/${circleId}/leave`);
}

/**
 * G36: `GET /post/circles/{id}/members/page`, newest first. Sent with the member's token when there is one: a private
 * circle's members go to its members only (issue 29 item 16).
 */
export function getCircleMembers(t: Transport, circleId: number, query: { current?: number; size?: number } = {}): Promise<Page<CircleMember>> {
  return t.get(`/post/circles/${circleId}/members/page`, { query, schema: circleMemberPageSchema });
}

/** G38: `DELETE /post/circles/{id}/members/batch` (owner/admin). */
export function removeCircleMembers(t: Transport, circleId: number, memberIds: number[]): Promise<{ removed: number }> {
  return t.del(`/post/circles/${circleId}/members/batch`, { body: { memberIds }, schema: z.object({ removed: z.number() }) });
}

/** G39: `PUT /post/circles/{id}/members/transfer/{memberId}` (owner). */
export function transferCircle(t: Transport, circleId: number, memberId: number): Promise<unknown> {
  return t.put(`/post/circles/${circleId}/members/transfer/${memberId}`);
}

/** G37: `GET /post/circles/{id}/notices`, with the member's token when there is one (a private circle's are members'). */
export function getCircleNotices(t: Transport, circleId: number): Promise<CircleNotice[]> {
  return t.get(`/post/circles/${circleId}/notices`, { schema: circleNoticeListSchema });
}

/** G37: `POST /post/circles/{id}/notices` (owner/admin). */
export function addCircleNotice(t: Transport, circleId: number, content: string): Promise<unknown> {
  return t.post(`/post/circles/${circleId}/notices`, { body: { content } });
}

/** Join requests of a circle for its owner/admins (bundled API: `GET /post/circles/{id}/requests`). */
export function getCircleRequests(t: Transport, circleId: number, query: { current?: number; size?: number } = {}): Promise<Page<CircleRequest>> {
  return t.get(`/post/circles/${circleId}/requests`, { query, schema: circleRequestPageSchema });
}

/** G41: `PUT /post/circles/0/requests/approve|reject/{id}`. */
export function decideCircleRequest(t: Transport, requestId: number, accept: boolean): Promise<unknown> {
  return t.put(`/post/circles/0/requests/${accept ? 'approve' : 'reject'}/${requestId}`);
}

/** G42: `GET /post/circles/my`. */
export function getMyCircles(t: Transport): Promise<MyCircle[]> {
  return t.get('/post/circles/my', { schema: myCircleListSchema });
}

/** G40: `POST /post/circles`: the caller becomes the owner. */
export function createCircle(t: Transport, input: CircleCreateInput): Promise<CircleSaveResult> {
  return t.post('/post/circles', { body: input, schema: circleSaveResultSchema });
}

/** G40: `PUT /post/circles` (owner only). */
export function updateCircle(t: Transport, input: CircleUpdateInput): Promise<CircleSaveResult> {
  return t.put('/post/circles', { body: input, schema: circleSaveResultSchema });
}

/** G34: `GET /post/circles/{id}/miniapp-code`: the share QR image URL. */
export function getCircleMiniappCode(t: Transport, circleId: number): Promise<string> {
  return t.get(`/post/circles/${circleId}/miniapp-code`, { auth: false, schema: z.string() });
}

/** F34: the column with the caller's `columnMemberType` (bundled API: `GET /post/columns/{id}`). */
export function getColumn(t: Transport, columnId: number): Promise<Column> {
  return t.get(`/post/columns/${columnId}`, { schema: columnSchema });
}

/** F34: subscribe (`POST /post/columns/{id}/join`) or unsubscribe (`DELETE /post/columns/{id}/leave`). */
export function setColumnSubscribed(t: Transport, columnId: number, subscribed: boolean): Promise<ColumnSubscribeResult> {
  return subscribed
    ? t.post(`/post/columns/${columnId}/join`, { schema: columnSubscribeResultSchema })
    : t.del(`/post/columns/${columnId}/leave`, { schema: columnSubscribeResultSchema });
}

/** G44: `GET /post/circles/follow-column`: the caller's subscribed columns. */
export function getFollowedColumns(t: Transport): Promise<Column[]> {
  return t.get('/post/circles/follow-column', { schema: columnListSchema });
}

