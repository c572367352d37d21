/**
 * Member account: register status, basic info (read and update), membership benefits, authorities,
 * the public member card.
 */
import { z } from 'zod';
import { COMPANY_MAX, EMAIL_INPUT_MAX, NAME_MAX, SUPPLEMENT_POSITION_MAX } from '../constants';

export const genderSchema = z.enum(['MALE', 'FEMALE']);
export type Gender = z.infer<typeof genderSchema>;

export const registerStatusSchema = z.object({
  isRegister: z.boolean(),
  isRequired: z.boolean(),
  step: z.number(),
});
export type RegisterStatus = z.infer<typeof registerStatusSchema>;

export const industryTagItemSchema = z.object({ tagId: z.number(), tagName: z.string() });
export type IndustryTagItem = z.infer<typeof industryTagItemSchema>;

/** `GET /admin/member/basic-info`. */
export const memberBasicInfoSchema = z.object({
  memberId: z.number(),
  nickname: z.string().nullable(),
  company: z.string().nullable(),
  /** 0 when the company is free text. */
  companyId: z.number(),
  position: z.string().nullable(),
  isBanned: z.boolean(),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  hasColumn: z.boolean(),
  inviteMiniappCode: z.string().nullable(),
  avatar: z.string().nullable(),
  gender: genderSchema.nullable(),
  locationId: z.number().nullable(),
  location: z.string().nullable(),
  nameEditable: z.boolean(),
  industryTagList: z.array(industryTagItemSchema),
  followerCount: z.number(),
  followCount: z.number(),
  isRegister: z.boolean().optional(),
  memberKind: z.enum(['ORDINARY', 'COLLEGE']).optional(),
});
export type MemberBasicInfo = z.infer<typeof memberBasicInfoSchema>;

const trimmed = (max: number) => z.string().trim().min(1).max(max);

/** `PUT /admin/member/basic-info` body (supplement / edit-info, §5 limits). */
export const memberBasicInfoInput = z.object({
  nickname: trimmed(NAME_MAX),
  gender: genderSchema,
  companyId: z.coerce.number().int().min(0).optional().default(0),
  company: trimmed(COMPANY_MAX),
  position: trimmed(SUPPLEMENT_POSITION_MAX),
  locationId: z.coerce.number().int().positive(),
  /** Always the Chinese name; the server derives it from locationId when omitted. */
  location: z.string().trim().max(100).optional(),
  email: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    z
      .string()
      .trim()
      .max(EMAIL_INPUT_MAX)
      .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'invalid email')
      .nullish(),
  ),
});
export type MemberBasicInfoInput = z.infer<typeof memberBasicInfoInput>;

/** `GET /admin/membership/benefit`: array of these. */
export const membershipBenefitSchema = z.object({ name: z.string(), description: z.string() });
export type MembershipBenefit = z.infer<typeof membershipBenefitSchema>;
export const membershipBenefitListSchema = z.array(membershipBenefitSchema);

/** `GET /admin/member/authorities`: permission tokens such as `company:product:add`. */
export const authoritiesSchema = z.array(z.string());

/** `GET /admin/member/basic/{memberId}`: the public card of a member. */
export const memberCardSchema = z.object({
  memberId: z.number(),
  nickname: z.string().nullable(),
  avatar: z.string().nullable(),
  company: z.string().nullable(),
  companyId: z.number(),
  position: z.string().nullable(),
  gender: genderSchema.nullable(),
  locationId: z.number().nullable(),
  location: z.string().nullable(),
  hasColumn: z.boolean(),
  isBanned: z.boolean(),
  industryTagList: z.array(industryTagItemSchema),
  followerCount: z.number(),
  followCount: z.number(),
  /** Relations to the calling member; false for a visitor. */
  isFollowed: z.boolean(),
  isFriend: z.boolean(),
  hasPendingFriendRequest: z.boolean(),
});
export type MemberCard = z.infer<typeof memberCardSchema>;

export const memberIdParams = z.object({ memberId: z.coerce.number().int().positive() });
