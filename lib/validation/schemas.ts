import { z } from 'zod';
import type { Locale } from '@/lib/constants';
import { validateLoginForm, validateResetForm } from '@/lib/validation/auth-forms';
import type { FieldIssues, ValidationIssue } from '@/lib/validation/messages';
import { validateEducation, validateSupplement, validateWorkHistory } from '@/lib/validation/profile';
import { validateFriendRequest } from '@/lib/validation/social';
import { validateTagSelection } from '@/lib/validation/tags';

/**
 * zod schemas of the forms, built from the validators: each failure is a custom issue on its field whose
 * `message` is the message key and whose `params` are the values of its `{variables}`. Translate with the locale
 * catalogue: `t(issue.message, issue.params)`.
 */

function addIssues(ctx: z.RefinementCtx, issues: FieldIssues<string> | null): void {
  if (!issues) return;
  for (const [field, found] of Object.entries(issues) as [string, ValidationIssue | undefined][]) {
    if (!found) continue;
    ctx.addIssue({ code: 'custom', path: [field], message: found.key, params: found.values ?? {} });
  }
}

const text = z.string().default('');
const optionalText = z.string().nullish();

export const loginFormSchema = z
  .object({
    mode: z.enum(['sms', 'password']),
    countryCode: z.string().optional(),
    mobile: text,
    code: z.string().optional(),
    password: z.string().optional(),
    agreed: z.boolean().default(false),
  })
  .superRefine((value, ctx) => addIssues(ctx, validateLoginForm(value)));
export type LoginForm = z.infer<typeof loginFormSchema>;

export const resetFormSchema = z
  .object({
    accountType: z.enum(['mobile', 'email']).optional(),
    countryCode: z.string().optional(),
    account: text,
    code: text,
    password: text,
    confirm: text,
  })
  .superRefine((value, ctx) => addIssues(ctx, validateResetForm(value)));
export type ResetForm = z.infer<typeof resetFormSchema>;

/** The supplement / profile form; nickname rules depend on the locale and the member's nameEditable. */
export function supplementFormSchema(context: { locale: Locale; nameEditable?: boolean; originalNickname?: string | null }) {
  return z
    .object({
      nickname: text,
      gender: z.string().nullish(),
      company: text,
      companyId: z.number().int().min(0).default(0),
      position: text,
      locationId: z.number().nullish(),
      location: optionalText,
      email: optionalText,
    })
    .superRefine((value, ctx) => addIssues(ctx, validateSupplement(value, context)));
}
export type SupplementForm = z.infer<ReturnType<typeof supplementFormSchema>>;

export function workHistorySchema(now: number | Date = Date.now()) {
  return z
    .object({
      position: text,
      company: text,
      companyId: z.number().int().min(0).default(0),
      location: optionalText,
      locationId: z.number().nullish(),
      startTime: optionalText,
      endTime: optionalText,
      description: optionalText,
    })
    .superRefine((value, ctx) => addIssues(ctx, validateWorkHistory(value, now)));
}
export type WorkHistoryForm = z.infer<ReturnType<typeof workHistorySchema>>;

export function educationSchema(now: number | Date = Date.now()) {
  return z
    .object({
      school: text,
      degree: optionalText,
      major: optionalText,
      startTime: optionalText,
      endTime: optionalText,
      description: optionalText,
    })
    .superRefine((value, ctx) => addIssues(ctx, validateEducation(value, now)));
}
export type EducationForm = z.infer<ReturnType<typeof educationSchema>>;

export const industryTagsSchema = z.array(z.number().int()).superRefine((value, ctx) => {
  const found = validateTagSelection(value);
  if (found) ctx.addIssue({ code: 'custom', message: found.key, params: found.values ?? {} });
});

export function friendRequestSchema(selfId: number | string | null | undefined) {
  return z
    .object({ memberId: z.union([z.number(), z.string()]), message: optionalText })
    .superRefine((value, ctx) => addIssues(ctx, validateFriendRequest({ selfId, ...value })));
}
export type FriendRequestForm = z.infer<ReturnType<typeof friendRequestSchema>>;
