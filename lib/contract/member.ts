/**
 * Member account: register status, basic info (read and update), membership benefits, authorities,
 * the public member card.
 */
import { z } from 'zod';
import { idSchema } from './common';
import {
  COMPANY_MAX,
  DEGREE_MAX,
  EDUCATION_DESCRIPTION_MAX,
  EMAIL_INPUT_MAX,
  MAJOR_MAX,
  MAX_TAGS,
  NAME_MAX,
  SCHOOL_MAX,
  SUPPLEMENT_POSITION_MAX,
  WORK_DESCRIPTION_MAX,
  WORK_POSITION_MAX,
} from '../constants';
import { companyLinkSchema } from './company';

export const genderSchema = z.enum(['MALE', 'FEMALE']);
export type Gender = z.infer<typeof genderSchema>;

export const registerStatusSchema = z.object({
  isRegister: z.boolean(),
  isRequired: z.boolean(),
  step: z.number(),
});
export type RegisterStatus = z.infer<typeof registerStatusSchema>;

export const industryTagItemSchema = z.object({ tagId: z.number(), tagName: z.string(), tagEnName: z.string().nullable().optional() });
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
  locationId: idSchema,
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

/**
 * `PUT /admin/member/avatar {avatar}` (issue 18 item 2; DEFAULT of this build: the specification shows no
 * avatar call): a square image uploaded through the signed flow under `image/avatar/`.
 */
export const memberAvatarInput = z.object({
  avatar: z
    .string()
    .trim()
    .max(500)
    .refine((u) => /^\/api\/files\/(oss\/)?image\/avatar\/[0-9a-f]{36}\.(jpe?g|png|webp|gif)$/i.test(u) || /^https:\/\/[^\s/]+\/(?:[^\s]*\/)?image\/avatar\/[0-9a-f]{36}\.(jpe?g|png|webp|gif)$/i.test(u), 'must be an uploaded avatar image'),
});
export type MemberAvatarInput = z.infer<typeof memberAvatarInput>;

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
  /** I48/L31: the company page when `companyId` names a platform company (null for free text). */
  companyLink: companyLinkSchema.nullable().optional(),
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

export const memberIdParams = z.object({ memberId: idSchema });

// ---- Work history, education history and industry tags (wizard and /edit-info) ----

const emptyToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);
/** `yyyy-MM-dd` (by month; day 01) or `yyyy-MM`. */
const monthDate = z
  .string()
  .trim()
  .regex(/^\d{4}-(0[1-9]|1[0-2])(-\d{2})?$/, 'invalid date');
const optionalText = (max: number) => z.preprocess(emptyToNull, z.string().trim().max(max).nullish());

/** Month index (year × 12 + month − 1) of a `yyyy-MM[-dd]` string. */
function monthOf(value: string): number {
  return Number(value.slice(0, 4)) * 12 + Number(value.slice(5, 7)) - 1;
}

/** Month index of "now" in Asia/Shanghai (UTC+8). */
function currentMonth(): number {
  const now = new Date(Date.now() + 8 * 3600_000);
  return now.getUTCFullYear() * 12 + now.getUTCMonth();
}

interface DatedItem {
  startTime: string;
  endTime?: string | null;
}

/** R30/R31 (R37): start not after end; neither in the future. */
function checkDates(item: DatedItem, ctx: z.RefinementCtx): void {
  const now = currentMonth();
  if (monthOf(item.startTime) > now) ctx.addIssue({ code: 'custom', path: ['startTime'], message: 'in the future' });
  if (item.endTime) {
    if (monthOf(item.endTime) > now) ctx.addIssue({ code: 'custom', path: ['endTime'], message: 'in the future' });
    if (monthOf(item.startTime) > monthOf(item.endTime)) ctx.addIssue({ code: 'custom', path: ['startTime'], message: 'after the end' });
  }
}

/** One item of `POST /admin/member/work-history` (R26–R31). */
export const workHistoryItemInput = z
  .object({
    position: trimmed(WORK_POSITION_MAX),
    company: trimmed(COMPANY_MAX),
    companyId: z.coerce.number().int().min(0).optional().default(0),
    location: optionalText(100),
    locationId: z.preprocess(emptyToNull, idSchema.nullish()),
    startTime: monthDate,
    endTime: z.preprocess(emptyToNull, monthDate.nullish()),
    description: optionalText(WORK_DESCRIPTION_MAX),
  })
  .superRefine(checkDates);
export type WorkHistoryItemInput = z.infer<typeof workHistoryItemInput>;
/** The body: an array of items; `[]` means skip. */
export const workHistoryInput = z.array(workHistoryItemInput).max(20);

export const workHistoryItemSchema = z.object({
  id: z.number(),
  position: z.string(),
  company: z.string(),
  companyId: z.number(),
  location: z.string().nullable(),
  locationId: z.number().nullable(),
  startTime: z.string(),
  endTime: z.string().nullable(),
  description: z.string().nullable(),
});
export type WorkHistoryItem = z.infer<typeof workHistoryItemSchema>;
export const workHistoryListSchema = z.array(workHistoryItemSchema);

/** One item of `POST /admin/member/education-history` (R32–R37). */
export const educationItemInput = z
  .object({
    school: trimmed(SCHOOL_MAX),
    degree: optionalText(DEGREE_MAX),
    major: optionalText(MAJOR_MAX),
    startTime: monthDate,
    endTime: z.preprocess(emptyToNull, monthDate.nullish()),
    description: optionalText(EDUCATION_DESCRIPTION_MAX),
  })
  .superRefine(checkDates);
export type EducationItemInput = z.infer<typeof educationItemInput>;
export const educationHistoryInput = z.array(educationItemInput).max(20);

export const educationItemSchema = z.object({
  id: z.number(),
  school: z.string(),
  degree: z.string().nullable(),
  major: z.string().nullable(),
  startTime: z.string(),
  endTime: z.string().nullable(),
  description: z.string().nullable(),
});
export type EducationItem = z.infer<typeof educationItemSchema>;
export const educationListSchema = z.array(educationItemSchema);

/** `POST /admin/member/industry-tag`: an array of 1–10 tag ids (R38, R40). */
export const industryTagInput = z.array(idSchema).min(1).max(MAX_TAGS);

/**
 * `POST /admin/member/interest-info` body (D27 DEFAULT; the specification does not show it): the ids of the member's
 * interest tags, replacing the stored set (an empty list clears it). The wizard does not call it.
 */
export const memberInterestInput = z.object({ tagIds: z.array(idSchema).max(MAX_TAGS) });
export type MemberInterestInput = z.infer<typeof memberInterestInput>;

export const historyItemParams = z.object({ id: idSchema });

/** `POST /basic/tag {name, type}`: a member creates a tag (the wizard's new industry tag, R39). Answer: the tag id. */
export const tagCreateInput = z.object({
  name: z.string().trim().min(1).max(10),
  type: z.coerce.number().int().positive().optional().default(1),
});
export const tagCreateAnswerSchema = z.number();

/** `GET /basic/tag/word/page`: tag search by `keywords` (D20); records `{id, name}`. */
export const tagWordQuery = z.object({
  keywords: z.preprocess((v) => (Array.isArray(v) ? v[0] : v), z.string().trim().max(50).optional().default('')),
  type: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().positive().catch(1).optional()),
  status: z.unknown().optional(),
  current: z.preprocess((v) => (v === undefined || v === '' ? 1 : v), z.coerce.number().int().positive().catch(1)),
  size: z.preprocess((v) => (v === undefined || v === '' ? 10 : v), z.coerce.number().int().positive().max(100).catch(10)),
});
export const tagWordSchema = z.object({ id: z.number(), name: z.string() });
export type TagWord = z.infer<typeof tagWordSchema>;
