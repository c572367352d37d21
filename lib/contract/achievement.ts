/**
 * Achievements (§2, §3, §7.6, checklist M01–M24): list and detail (public, PASS and PUBLISHED only),
 * one's own list and detail, create/edit as draft or submission, withdraw, and the platform's review.
 */
import { z } from 'zod';
import { AUDIT_STATUS, PUBLISH_STATUS, UPLOAD_PREFIX } from '../constants';
import { optionalTextParam, pageOf, pagingQuery } from './common';

export const ACHIEVEMENT_MATURITY = ['SMALL', 'MEDIUM', 'LARGE', 'INDUSTRY'] as const;
export type AchievementMaturity = (typeof ACHIEVEMENT_MATURITY)[number];
export type AuditStatus = (typeof AUDIT_STATUS)[number];

export const ACHIEVEMENT_TITLE_MAX = 100;
export const ACHIEVEMENT_SUMMARY_MAX = 500;
export const ACHIEVEMENT_CONTENT_MAX = 20_000;
export const ACHIEVEMENT_MATERIALS_MAX = 10;

/** `transferred=1|0|true|false`; anything else (or absence) means no filter. */
const transferredParam = z.preprocess((value) => {
  const v = Array.isArray(value) ? value[0] : value;
  if (v === '1' || v === 'true' || v === true || v === 1) return true;
  if (v === '0' || v === 'false' || v === false || v === 0) return false;
  return undefined;
}, z.boolean().optional());

/** An enum query value: unknown values read as "no filter". */
function optionalEnumParam<T extends readonly [string, ...string[]]>(values: T) {
  return z.preprocess((value) => {
    const v = Array.isArray(value) ? value[0] : value;
    return typeof v === 'string' && (values as readonly string[]).includes(v) ? v : undefined;
  }, z.enum(values).optional());
}

/** GET /company/achievement/page (M01). */
export const achievementPageQuery = pagingQuery.extend({
  maturity: optionalEnumParam(ACHIEVEMENT_MATURITY),
  transferred: transferredParam,
  keyword: optionalTextParam,
});
export type AchievementPageQuery = z.infer<typeof achievementPageQuery>;

/** GET /company/achievement/my/page (M16). */
export const achievementMyPageQuery = pagingQuery.extend({ auditStatus: optionalEnumParam(AUDIT_STATUS) });
export type AchievementMyPageQuery = z.infer<typeof achievementMyPageQuery>;

/** `?achievementId=` of my/detail and cancel/request. */
export const achievementIdQuery = z.object({ achievementId: z.coerce.number().int().positive() });

/** POST /company/achievement/view. */
export const achievementViewInput = z.object({ id: z.coerce.number().int().positive() });

/** A storage key under the material prefix, or the stored file's address (http(s) or same-origin) with it in the path. */
export function isMaterialUrl(url: string): boolean {
  if (url.includes('..')) return false;
  if (url.startsWith(UPLOAD_PREFIX.achievementMaterial)) return true;
  return /^(https?:\/\/[^/\s]+)?\/[^\s]*$/.test(url) && url.includes(`/${UPLOAD_PREFIX.achievementMaterial}`);
}

/** A material file: its name and the storage key under file/achievement/material/ (M24). */
export const achievementMaterialSchema = z.object({
  name: z.string().trim().min(1).max(200),
  url: z
    .string()
    .trim()
    .max(500)
    .refine(isMaterialUrl, { message: `must be under ${UPLOAD_PREFIX.achievementMaterial}` }),
});
export type AchievementMaterial = z.infer<typeof achievementMaterialSchema>;

/** POST /company/achievement: `publishStatus` DRAFT saves a draft, PUBLISHED submits for review (M03, M23). */
export const achievementCreateInput = z.object({
  title: z.string().trim().min(1).max(ACHIEVEMENT_TITLE_MAX),
  summary: z.string().trim().max(ACHIEVEMENT_SUMMARY_MAX).default(''),
  content: z.string().trim().min(1).max(ACHIEVEMENT_CONTENT_MAX),
  maturity: z.enum(ACHIEVEMENT_MATURITY),
  transferred: z.boolean().default(false),
  materials: z.array(achievementMaterialSchema).max(ACHIEVEMENT_MATERIALS_MAX).default([]),
  publishStatus: z.enum(PUBLISH_STATUS).default('PUBLISHED'),
});
export type AchievementCreateInput = z.infer<typeof achievementCreateInput>;

/** PUT /company/achievement (M04). */
export const achievementUpdateInput = achievementCreateInput.extend({ id: z.coerce.number().int().positive() });
export type AchievementUpdateInput = z.infer<typeof achievementUpdateInput>;

export const REVIEW_RESULTS = ['pass', 'block'] as const;
export type ReviewResult = (typeof REVIEW_RESULTS)[number];

/** POST /admin/achievement/review (the platform's review step, M22). */
export const achievementReviewInput = z.object({
  id: z.coerce.number().int().positive(),
  result: z.enum(REVIEW_RESULTS),
  remark: z.string().trim().max(200).optional(),
});
export type AchievementReviewInput = z.infer<typeof achievementReviewInput>;

/** Header carrying the review secret (`REVIEW_SECRET`). */
export const REVIEW_SECRET_HEADER = 'x-review-secret';

export const achievementSchema = z.object({
  id: z.number(),
  title: z.string(),
  summary: z.string(),
  maturity: z.enum(ACHIEVEMENT_MATURITY),
  transferred: z.boolean(),
  viewCount: z.number(),
  memberId: z.number(),
  memberName: z.string(),
  companyName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Achievement = z.infer<typeof achievementSchema>;
export const achievementPageSchema = pageOf(achievementSchema);

export const achievementDetailSchema = achievementSchema.extend({
  content: z.string(),
  materials: z.array(achievementMaterialSchema),
});
export type AchievementDetail = z.infer<typeof achievementDetailSchema>;

/** One's own item: adds the audit and publish states (M17–M21). */
export const myAchievementSchema = achievementDetailSchema.extend({
  auditStatus: z.enum(AUDIT_STATUS),
  publishStatus: z.enum(PUBLISH_STATUS),
  auditRemark: z.string().nullable(),
});
export type MyAchievement = z.infer<typeof myAchievementSchema>;
export const myAchievementPageSchema = pageOf(myAchievementSchema);

/** The body the web sends to create or save (defaults filled by the API). */
export type AchievementCreateBody = z.input<typeof achievementCreateInput>;
export type AchievementUpdateBody = z.input<typeof achievementUpdateInput>;
