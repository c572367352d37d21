/**
 * Account settings and password recovery (§7.1): the account summary, reset / change password, change of
 * the login account, notice settings.
 */
import { z } from 'zod';
import { SMS_CODE_LENGTH } from '../constants';
import { emailSchema, mobileSchema } from './auth';

const code = z.string().trim().min(1).max(SMS_CODE_LENGTH);
const secretKey = z.string().min(1).max(200);
/** The password as the login sends it: base64 AES-128-CBC (lib/session/password-crypto). */
const encryptedPassword = z.string().min(1).max(200);
const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** Exactly one of `mobile` / `email`. */
function oneAccount<T extends { mobile?: string; email?: string }>(v: T): boolean {
  return Boolean(v.mobile) !== Boolean(v.email);
}
const accountFields = {
  mobile: z.preprocess(emptyToUndefined, mobileSchema.optional()),
  email: z.preprocess(emptyToUndefined, emailSchema.optional()),
};

/** `POST /admin/v4/sms-code/reset/password` (C24). */
export const resetSmsInput = z
  .object({ ...accountFields, captchaVerifyParam: z.string().min(1).max(200) })
  .refine(oneAccount, { message: 'mobile or email is required', path: ['mobile'] });

/** `POST /admin/member/reset/password` (C25). */
export const resetPasswordInput = z
  .object({ ...accountFields, code, secretKey, password: encryptedPassword })
  .refine(oneAccount, { message: 'mobile or email is required', path: ['mobile'] });

/** `POST /admin/member/change/password` (B46): the code went to the bound mobile (or e-mail). */
export const changePasswordInput = z.object({ code, secretKey, password: encryptedPassword });

/**
 * `POST /admin/v4/sms-code/check-account` (B47 step 1): the NEW account must be free (20008 mobile, 20020
 * e-mail); a code goes to the CURRENT account (its mobile, else its e-mail).
 */
export const checkAccountInput = z
  .object({ ...accountFields, captchaVerifyParam: z.string().min(1).max(200) })
  .refine(oneAccount, { message: 'mobile or email is required', path: ['mobile'] });

/**
 * `PUT /admin/sms-code/validate/account` (B47 step 2): the code sent to the CURRENT account, and the new
 * account, which then receives its own code. Answer: {@link accountTicketSchema}.
 */
export const validateAccountInput = z
  .object({ ...accountFields, code, secretKey })
  .refine(oneAccount, { message: 'mobile or email is required', path: ['mobile'] });

/** `PUT /admin/sms-code/modify/account` (B47 step 3): the new account with its code and the step-2 ticket. */
export const modifyAccountInput = z
  .object({ ...accountFields, code, secretKey, ticket: z.string().min(1).max(200) })
  .refine(oneAccount, { message: 'mobile or email is required', path: ['mobile'] });
export const accountTicketSchema = z.object({ ticket: z.string(), secretKey: z.string(), countdown: z.number(), code: z.string().optional() });
export type AccountTicket = z.infer<typeof accountTicketSchema>;

/** A code to the caller's own bound account (change password, validate account). */
export const ownSmsInput = z.object({
  captchaVerifyParam: z.string().min(1).max(200),
  /** Which bound account receives the code; default mobile. */
  accountType: z.enum(['MOBILE', 'EMAIL']).optional().default('MOBILE'),
});

export const noticeSettingSchema = z.object({ noticeType: z.number(), enabled: z.boolean() });
export type NoticeSetting = z.infer<typeof noticeSettingSchema>;

/** `POST /admin/member-notice/settings` (B50): one on/off per notice type. */
export const noticeSettingsInput = z
  .array(z.object({ noticeType: z.coerce.number().int().min(0).max(100), enabled: z.boolean() }))
  .min(1)
  .max(20);

/** `GET /admin/member/account` (B45): raw values; the web masks them (Q14/Q15). */
export const accountSchema = z.object({
  memberId: z.number(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  hasPassword: z.boolean(),
  wxBound: z.boolean(),
  noticeSettings: z.array(noticeSettingSchema),
});
export type Account = z.infer<typeof accountSchema>;
