/**
 * Circles (and columns in the recommend call): lists, detail with the caller's member type, members,
 * join requests, notices. Field names follow the specification (circleId, circleName, isPublic,
 * circleMemberType with −1 for a non-member).
 */
import { z } from 'zod';
import { currentParam, idSchema, optionalIntParam, optionalTextParam, pageOf, sizeParam, timeString } from './common';
import { companyLinkSchema } from './company';
import { CIRCLE_MEMBER_TYPES, CIRCLE_REQUEST_MESSAGE_MAX, type CallerMemberType, type CircleMemberType } from './circle-roles';

export { canPublishAs, type CallerMemberType, type CircleMemberType } from './circle-roles';
export const circleMemberTypeSchema = z.enum(CIRCLE_MEMBER_TYPES) satisfies z.ZodType<CircleMemberType>;
/** −1: not a member (G35). */
export const callerMemberTypeSchema = z.union([z.literal(-1), circleMemberTypeSchema]) satisfies z.ZodType<CallerMemberType>;

/** Message of the API and the editor when publishing into a circle without membership (G18). */
export const JOIN_FIRST_MESSAGE = 'Please join the circle first before publishing';
/** Message of the API on owner/admin calls by anyone else (S09, G09). */
export const NO_PERMISSION_MESSAGE = '暂无权限操作，请联系平台管理员~';

export const circleItemSchema = z.object({
  circleId: z.number(),
  circleName: z.string(),
  description: z.string().nullable(),
  avatar: z.string().nullable(),
  coverImg: z.string().nullable(),
  category: z.string().nullable(),
  /** 0 circle, 1 column. */
  circleType: z.number(),
  isPublic: z.boolean(),
  memberCount: z.number(),
  postCount: z.number(),
  createdTime: timeString,
  /** The latest of the circle's edit and its newest post (issue 20 item 1: the sitemap's lastmod). */
  updateTime: timeString.optional(),
});
export type CircleItem = z.infer<typeof circleItemSchema>;
export const circlePageSchema = pageOf(circleItemSchema);

/** `GET /post/circles/page` and `/v2/page`: current, size, circleType, category, and a cache-busting timestamp (ignored). */
export const circlePageQuery = z.object({
  current: currentParam,
  size: sizeParam,
  circleType: optionalIntParam,
  category: optionalTextParam,
});
export type CirclePageQuery = z.infer<typeof circlePageQuery>;

/** `GET /post/circles/recommend`: type 0 circles, 1 columns (G43). */
export const circleRecommendQuery = z.object({
  current: currentParam,
  size: sizeParam,
  type: z.preprocess((v) => (v === undefined || v === '' ? 0 : Number(v)), z.union([z.literal(0), z.literal(1)])),
});

/** `GET /post/circles/menu/page`: the circle categories (G45). */
/** A circle category with its circle count; `enName` when the category is a known one (a circle-category or industry tag, issue 18 item 4). */
export const circleMenuItemSchema = z.object({ id: z.number(), name: z.string(), enName: z.string().nullable().optional(), circleCount: z.number() });
export type CircleMenuItem = z.infer<typeof circleMenuItemSchema>;
export const circleMenuPageSchema = pageOf(circleMenuItemSchema);

export const circleOwnerSchema = z.object({
  memberId: z.number(),
  nickname: z.string().nullable(),
  avatar: z.string().nullable(),
  company: z.string().nullable(),
  position: z.string().nullable(),
});

/** `GET /post/circles/detail/{circleId}`: `circleMemberType` is decided from the bearer token. */
export const circleDetailSchema = circleItemSchema.extend({
  owner: circleOwnerSchema,
  circleMemberType: callerMemberTypeSchema,
});
export type CircleDetail = z.infer<typeof circleDetailSchema>;

/** `GET /post/circles/my`: the caller's circles (not pending) with their type. */
export const myCircleSchema = circleItemSchema.extend({ memberType: circleMemberTypeSchema });
export type MyCircle = z.infer<typeof myCircleSchema>;
export const myCircleListSchema = z.array(myCircleSchema);

/** `GET /post/circles/mystatistic`. */
export const circleStatisticSchema = z.object({
  circleCount: z.number(),
  ownedCount: z.number(),
  managedCount: z.number(),
  postCount: z.number(),
  pendingRequestCount: z.number(),
});
export type CircleStatistic = z.infer<typeof circleStatisticSchema>;

export const circleMemberSchema = z.object({
  memberId: z.number(),
  nickname: z.string().nullable(),
  avatar: z.string().nullable(),
  company: z.string().nullable(),
  /** L31/I48: the member's company page when `company` names a platform company. */
  companyLink: companyLinkSchema.nullable().optional(),
  position: z.string().nullable(),
  memberType: circleMemberTypeSchema,
  joinedTime: timeString,
});
export type CircleMember = z.infer<typeof circleMemberSchema>;
export const circleMemberPageSchema = pageOf(circleMemberSchema);

/** `GET /post/circles/{circleId}/members/page`: newest members first (the new-members module). */
export const circleMemberPageQuery = z.object({ current: currentParam, size: sizeParam });

export const circleIdParams = z.object({ circleId: idSchema });
export const circleMemberParams = circleIdParams.extend({ memberId: idSchema });


/** `POST /post/circles/{circleId}/requests` body (G32): the applicant's message is shown to the admins who decide. */
export const circleRequestInput = z.object({
  requestType: z.coerce.number().int().refine((v) => v === 1, 'must be 1'),
  message: z.string().trim().max(CIRCLE_REQUEST_MESSAGE_MAX).optional(),
});

/** operationResult: 0 pending, 1 accepted, 2 rejected. */
export const circleRequestSchema = z.object({
  id: z.number(),
  circleId: z.number(),
  memberId: z.number(),
  nickname: z.string().nullable(),
  avatar: z.string().nullable(),
  company: z.string().nullable(),
  position: z.string().nullable(),
  message: z.string().nullable(),
  requestType: z.number(),
  operationResult: z.number(),
  createdTime: timeString,
});
export type CircleRequest = z.infer<typeof circleRequestSchema>;
export const circleRequestPageSchema = pageOf(circleRequestSchema);

/** `DELETE /post/circles/{circleId}/members/batch` body (G38). */
export const circleBatchRemoveInput = z.object({
  memberIds: z.array(idSchema).min(1).max(100),
});

export const circleNoticeSchema = z.object({
  id: z.number(),
  circleId: z.number(),
  memberId: z.number(),
  nickname: z.string().nullable(),
  content: z.string(),
  createdTime: timeString,
});
export type CircleNotice = z.infer<typeof circleNoticeSchema>;
export const circleNoticeListSchema = z.array(circleNoticeSchema);

export const circleNoticeInput = z.object({ content: z.string().trim().min(1).max(500) });

/** Answer of join / request: the caller's member type afterwards. */
export const circleJoinResultSchema = z.object({ circleMemberType: callerMemberTypeSchema });
export type CircleJoinResult = z.infer<typeof circleJoinResultSchema>;

/**
 * Columns (F34, G43, G44): the specification's Column entity `{columnId, columnName, columnMemberType,
 * miniappCode}` plus the bar fields. Columns live in their own table (news columns), so the bundled API
 * subscribes with `POST /post/columns/{id}/join` and `DELETE /post/columns/{id}/leave` (the column twin
 * of the circle join/leave calls). `columnMemberType`: −1 not subscribed, JOINED subscribed, OWNER its author.
 */
export const columnMemberTypeSchema = z.union([z.literal(-1), z.literal('JOINED'), z.literal('OWNER')]);
export type ColumnMemberType = z.infer<typeof columnMemberTypeSchema>;
export const columnSchema = z.object({
  columnId: z.number(),
  columnName: z.string(),
  description: z.string().nullable(),
  avatar: z.string().nullable(),
  subscriberCount: z.number(),
  newsCount: z.number(),
  columnMemberType: columnMemberTypeSchema,
  /** The share QR image (site-relative URL). */
  miniappCode: z.string(),
});
export type Column = z.infer<typeof columnSchema>;
export const columnListSchema = z.array(columnSchema);
export const columnSubscribeResultSchema = z.object({ columnMemberType: columnMemberTypeSchema, subscriberCount: z.number() });
export type ColumnSubscribeResult = z.infer<typeof columnSubscribeResultSchema>;

/** Circle create / edit (G40). `PUT` adds `circleId`; only the owner edits. */
export const CIRCLE_NAME_MAX = 20;
export const CIRCLE_DESCRIPTION_MAX = 500;
export const CIRCLE_CATEGORY_MAX = 20;
const circleImageUrl = z
  .string()
  .trim()
  .max(500)
  .refine((u) => u.startsWith('/api/files/') || /^https?:\/\//.test(u), 'must be a file URL');
export const circleCreateInput = z.object({
  circleName: z.string().trim().min(1).max(CIRCLE_NAME_MAX),
  description: z.string().trim().min(1).max(CIRCLE_DESCRIPTION_MAX),
  avatar: circleImageUrl,
  coverImg: circleImageUrl.nullish(),
  category: z.string().trim().min(1).max(CIRCLE_CATEGORY_MAX),
  isPublic: z.boolean(),
});
export type CircleCreateInput = z.infer<typeof circleCreateInput>;
export const circleUpdateInput = circleCreateInput.extend({ circleId: idSchema });
export type CircleUpdateInput = z.infer<typeof circleUpdateInput>;
export const circleSaveResultSchema = z.object({ circleId: z.number() });
export type CircleSaveResult = z.infer<typeof circleSaveResultSchema>;
