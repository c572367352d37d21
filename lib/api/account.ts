import {
  accountSchema,
  accountTicketSchema,
  noticeSettingSchema,
  type Account,
  type AccountTicket,
  type NoticeSetting,
} from '@/lib/contract/account';
import { smsCodeSchema, type SmsCode } from '@/lib/contract/auth';
import { z } from 'zod';
import type { Transport } from '@/lib/api/transport';
import { encryptPassword } from '@/lib/session/password-crypto';

/** Mobile (bare / dial code + number) or e-mail. */
export type AccountTarget = { mobile: string; email?: never } | { email: string; mobile?: never };

/** `POST /admin/v4/sms-code/reset/password` (C24): code 1 = account does not exist (S34). */
export function sendResetCode(t: Transport, input: AccountTarget & { captchaVerifyParam: string }): Promise<SmsCode> {
  return t.post('/admin/v4/sms-code/reset/password', { auth: false, body: input, schema: smsCodeSchema });
}

/** `POST /admin/member/reset/password` (C25): the password is encrypted like the login's. */
export function resetPassword(t: Transport, input: AccountTarget & { code: string; secretKey: string; password: string }): Promise<unknown> {
  return t.post('/admin/member/reset/password', { auth: false, body: { ...input, password: encryptPassword(input.password) } });
}

/** `GET /admin/member/account` (B45). */
export function getAccount(t: Transport): Promise<Account> {
  return t.get('/admin/member/account', { schema: accountSchema });
}

/** `POST /admin/v4/sms-code/change/password` (B46): a code to the bound mobile. */
export function sendChangePasswordCode(t: Transport, captchaVerifyParam: string): Promise<SmsCode> {
  return t.post('/admin/v4/sms-code/change/password', { body: { captchaVerifyParam }, schema: smsCodeSchema });
}

/** `POST /admin/member/change/password` (B46). */
export function changePassword(t: Transport, input: { code: string; secretKey: string; password: string }): Promise<unknown> {
  return t.post('/admin/member/change/password', { body: { ...input, password: encryptPassword(input.password) } });
}

/** B47 step 1: the new account must be free; a code goes to the current account. */
export function checkNewAccount(t: Transport, input: AccountTarget & { captchaVerifyParam: string }): Promise<SmsCode> {
  return t.post('/admin/v4/sms-code/check-account', { body: input, schema: smsCodeSchema });
}

/** B47 step 2: the current account's code; the new account then receives its own code. */
export function validateAccount(t: Transport, input: AccountTarget & { code: string; secretKey: string }): Promise<AccountTicket> {
  return t.put('/admin/sms-code/validate/account', { body: input, schema: accountTicketSchema });
}

/** B47 step 3: the new account with its code and the step-2 ticket. */
export function modifyAccount(t: Transport, input: AccountTarget & { code: string; secretKey: string; ticket: string }): Promise<unknown> {
  return t.put('/admin/sms-code/modify/account', { body: input });
}

/** `POST /admin/member-notice/settings` (B50). */
export function saveNoticeSettings(t: Transport, settings: NoticeSetting[]): Promise<NoticeSetting[]> {
  return t.post('/admin/member-notice/settings', { body: settings, schema: z.array(noticeSettingSchema) });
}
