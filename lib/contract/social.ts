/**
 * Social: member list items, follows, friends and friend requests, favourites (spec §3 shapes).
 * Routes arrive with the people and social issues; the shapes are fixed here so both sides agree.
 */
import { z } from 'zod';
import { FRIEND_MESSAGE_MAX, FRIEND_REQUEST_STATUS } from '../constants';
import { companyLinkSchema } from './company';
import { currentParam, idSchema, optionalIntParam, optionalTextParam, pageOf, sizeParam, timeString, type Page } from './common';

/** I17: the last-active filter values (time filters of §3), in display order. */
export const LAST_ACTIVE_FILTERS = ['day', 'week', 'month', 'halfYear', 'year', 'overYear'] as const;
export type LastActiveFilter = (typeof LAST_ACTIVE_FILTERS)[number];

/** I26 DEFAULT: friend requests one member may send per day (the 21st answers 20017). */
export const FRIEND_DAILY_CAP = 20;

export const memberListItemSchema = z.object({
  memberId: z.number(),
  id: z.number().optional(),
  name: z.string().nullable(),
  avatar: z.string().nullable(),
  position: z.string().nullable(),
  company: z.string().nullable(),
  companyRelation: z.string().nullable().optional(),
  /** L31/I48: the member's company page when `company` names a platform company. */
  companyLink: companyLinkSchema.nullable().optional(),
  isFriend: z.boolean(),
  hasPendingFriendRequest: z.boolean(),
  isFollowed: z.boolean(),
  /** `GET /admin/follow/viewd` only: when this member last viewed the caller's page (issue 18 item 2). */
  viewTime: z.string().optional(),
  /** When the member's public profile last changed (issue 20 item 1: the sitemap's lastmod). */
  updateTime: z.string().optional(),
});
export type MemberListItem = z.infer<typeof memberListItemSchema>;

export const friendRequestStatusSchema = z.enum(FRIEND_REQUEST_STATUS);

export const friendApplicationSchema = z.object({
  id: z.number(),
  requestMemberId: z.number(),
  avatar: z.string().nullable(),
  nickname: z.string().nullable(),
  company: z.string().nullable(),
  position: z.string().nullable(),
  companyRelation: z.string().nullable().optional(),
  message: z.string().nullable(),
  status: friendRequestStatusSchema,
  createdTime: timeString.optional(),
});
export type FriendApplication = z.infer<typeof friendApplicationSchema>;

/** `POST /admin/member-friend/request/submit`. */
export const friendRequestInput = z.object({
  memberId: idSchema,
  message: z.string().trim().max(FRIEND_MESSAGE_MAX).optional().default(''),
});
export type FriendRequestInput = z.infer<typeof friendRequestInput>;

/** `POST /admin/member-favorite` and `/unfavorite`: entityType per ENTITY_TYPE (13 news, 11 post). */
export const favoriteInput = z.object({
  entityType: z.coerce.number().int(),
  entityId: idSchema,
});
export type FavoriteInput = z.infer<typeof favoriteInput>;

// ---- People lists, filters, follows (routes in backend/src/routes/social.ts) ----

/** `GET /admin/follow/member/page` (I01, I05, I07): paging plus the member filters. */
export const memberPageQuery = z.object({
  current: currentParam,
  size: sizeParam,
  companyId: optionalIntParam,
  categoryId: optionalIntParam,
  locationId: optionalIntParam,
  /** One of LAST_ACTIVE_FILTERS (`day` … `overYear`). */
  lastActive: z.preprocess((v) => (v === '' || v === null ? undefined : Array.isArray(v) ? v[0] : v), z.enum(LAST_ACTIVE_FILTERS).optional()),
  tagId: optionalIntParam,
  keyword: optionalTextParam,
});
export type MemberPageQuery = z.infer<typeof memberPageQuery>;

/**
 * One option of a member filter (`/admin/member-filter/*`); `id` is a code for last-active. `enName` is the company's,
 * category's or place's English name, shown in the en interface (issue 18 item 4).
 */
export const memberFilterOptionSchema = z.object({ id: z.union([z.number(), z.string()]), name: z.string(), enName: z.string().nullable().optional(), count: z.number().optional() });
export type MemberFilterOption = z.infer<typeof memberFilterOptionSchema>;
export const memberFilterListSchema = z.array(memberFilterOptionSchema);

export const memberListPageSchema = pageOf(memberListItemSchema);
export type MemberListPage = Page<MemberListItem>;

/** Answer of follow / unfollow: the new relation and the target's fan count. */
export const followResultSchema = z.object({ isFollowed: z.boolean(), followerCount: z.number(), followCount: z.number() });
export type FollowResult = z.infer<typeof followResultSchema>;

/** `POST /admin/view/record` (I35) is the page-view log's call: lib/contract/page-view.ts. */

// ---- Friends ----

/** `GET /admin/member-friend/requests` (K10): `searchCount` is accepted and ignored. */
export const friendRequestsQuery = z.object({ current: currentParam, size: sizeParam, status: z.enum(FRIEND_REQUEST_STATUS).optional() });
export const friendApplicationPageSchema = pageOf(friendApplicationSchema);
