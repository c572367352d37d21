/**
 * Social: member list items, follows, friends and friend requests, favourites (spec §3 shapes).
 * Routes arrive with the people and social issues; the shapes are fixed here so both sides agree.
 */
import { z } from 'zod';
import { FRIEND_MESSAGE_MAX, FRIEND_REQUEST_STATUS } from '../constants';
import { timeString } from './common';

export const memberListItemSchema = z.object({
  memberId: z.number(),
  id: z.number().optional(),
  name: z.string().nullable(),
  avatar: z.string().nullable(),
  position: z.string().nullable(),
  company: z.string().nullable(),
  companyRelation: z.string().nullable().optional(),
  isFriend: z.boolean(),
  hasPendingFriendRequest: z.boolean(),
  isFollowed: z.boolean(),
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
  memberId: z.coerce.number().int().positive(),
  message: z.string().trim().max(FRIEND_MESSAGE_MAX).optional().default(''),
});
export type FriendRequestInput = z.infer<typeof friendRequestInput>;

/** `GET /admin/member-friend/request/{id}/message`. */
export const friendRequestMessageSchema = z.object({
  message: z.string().nullable(),
  requestMemberId: z.number(),
  memberId: z.number(),
  createdTime: timeString,
});

/** `POST /admin/member-favorite` and `/unfavorite`: entityType per ENTITY_TYPE (13 news, 11 post). */
export const favoriteInput = z.object({
  entityType: z.coerce.number().int(),
  entityId: z.coerce.number().int().positive(),
});
export type FavoriteInput = z.infer<typeof favoriteInput>;
