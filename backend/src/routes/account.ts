/**
 * Account settings (B45–B50): `GET /admin/member/account`; change password (a code to the caller's bound
 * account, then `{code, secretKey, password}`); change of the login account in three steps; notice settings.
 */
import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  changePasswordInput,
  checkAccountInput,
  modifyAccountInput,
  noticeSettingsInput,
  ownSmsInput,
  validateAccountInput,
  type Account,
} from '@/lib/contract/account';
import { newPasswordOf, storePassword } from '../auth/account-security';
import { requireMember } from '../auth/guard';
import { issueSmsCode, verifySmsCode } from '../auth/sms';
import type { AppContext } from '../context';
import { fail, ok } from '../http/envelope';
import { parse } from '../http/validate';
import { accountRow, assertAccountFree, changeAccount, codeTarget, insertChangeTicket, liveChangeTicket, noticeSettingsOf, saveNoticeSettings, type AccountRow } from '../repo/account';

export const CHANGE_PASSWORD_TYPE = 'CHANGE_PASSWORD';
export const VALIDATE_ACCOUNT_TYPE = 'VALIDATE_ACCOUNT';
export const MODIFY_ACCOUNT_TYPE = 'MODIFY_ACCOUNT';
export const NO_BOUND_ACCOUNT_MESSAGE = '未绑定手机号或邮箱';
export const INVALID_TICKET_MESSAGE = '验证已过期，请重新验证';
const TICKET_TTL_MS = 15 * 60 * 1000;

function sha256(text: string): string {
  return crypto.createHash('sha256').update(text).digest('hex');
}

/** The account that receives the caller's own codes: the one asked for, else mobile, else e-mail. */
function ownTarget(row: AccountRow, preferred: 'MOBILE' | 'EMAIL' = 'MOBILE'): string {
  const target = preferred === 'EMAIL' ? (row.email ?? row.mobile) : (row.mobile ?? row.email);
  if (!target) throw fail(NO_BOUND_ACCOUNT_MESSAGE);
  return target;
}

export function registerAccountRoutes(app: FastifyInstance, ctx: AppContext): void {
  const session = (request: FastifyRequest) => requireMember(request);

  app.get('/admin/member/account', async (request) => {
    const row = await accountRow(ctx.db, session(request).memberId);
    const account: Account = {
      memberId: row.id,
      mobile: row.mobile,
      email: row.email,
      hasPassword: row.password_hash !== null,
      wxBound: row.wx_openid !== null,
      noticeSettings: await noticeSettingsOf(ctx.db, row.id),
    };
    return ok(account);
  });

  app.post('/admin/v4/sms-code/change/password', async (request) => {
    const row = await accountRow(ctx.db, session(request).memberId);
    const input = parse(ownSmsInput, request.body);
    const target = ownTarget(row, input.accountType);
    return ok(await issueSmsCode(ctx, { target, messageType: CHANGE_PASSWORD_TYPE, captchaVerifyParam: input.captchaVerifyParam, ip: request.ip }, request.log));
  });

  app.post('/admin/member/change/password', async (request) => {
    const auth = session(request);
    const row = await accountRow(ctx.db, auth.memberId);
    const input = parse(changePasswordInput, request.body);
    const plain = newPasswordOf(ctx, input.password);
    const targets = [row.mobile, row.email].filter((t): t is string => t !== null);
    const target = (await codeTarget(ctx.db, input.secretKey, targets)) ?? targets[0];
    if (!target) throw fail(NO_BOUND_ACCOUNT_MESSAGE);
    await verifySmsCode(ctx, target, input.secretKey, input.code, CHANGE_PASSWORD_TYPE);
    await storePassword(ctx, row.id, plain, auth.tokenId);
    return ok(true);
  });

  app.post('/admin/v4/sms-code/check-account', async (request) => {
    const row = await accountRow(ctx.db, session(request).memberId);
    const input = parse(checkAccountInput, request.body);
    await assertAccountFree(ctx.db, row.id, input);
    const target = ownTarget(row, input.email ? 'EMAIL' : 'MOBILE');
    return ok(await issueSmsCode(ctx, { target, messageType: VALIDATE_ACCOUNT_TYPE, captchaVerifyParam: input.captchaVerifyParam, ip: request.ip }, request.log));
  });

  app.put('/admin/sms-code/validate/account', async (request) => {
    const row = await accountRow(ctx.db, session(request).memberId);
    const input = parse(validateAccountInput, request.body);
    const targets = [row.mobile, row.email].filter((t): t is string => t !== null);
    const target = (await codeTarget(ctx.db, input.secretKey, targets)) ?? targets[0];
    if (!target) throw fail(NO_BOUND_ACCOUNT_MESSAGE);
    await verifySmsCode(ctx, target, input.secretKey, input.code, VALIDATE_ACCOUNT_TYPE);
    await assertAccountFree(ctx.db, row.id, input);
    const newTarget = (input.mobile ?? input.email) as string;
    const sms = await issueSmsCode(ctx, { target: newTarget, messageType: MODIFY_ACCOUNT_TYPE, captchaVerifyParam: null, ip: request.ip }, request.log);
    const ticket = crypto.randomBytes(24).toString('base64url');
    const now = Date.now();
    await insertChangeTicket(ctx.db, { hash: sha256(ticket), memberId: row.id, target: newTarget, kind: input.mobile ? 'MOBILE' : 'EMAIL', now, expiresAt: now + TICKET_TTL_MS });
    return ok({ ticket, ...sms });
  });

  app.put('/admin/sms-code/modify/account', async (request) => {
    const row = await accountRow(ctx.db, session(request).memberId);
    const input = parse(modifyAccountInput, request.body);
    const newTarget = (input.mobile ?? input.email) as string;
    const ticket = await liveChangeTicket(ctx.db, sha256(input.ticket), row.id, newTarget);
    if (!ticket) throw fail(INVALID_TICKET_MESSAGE);
    await verifySmsCode(ctx, newTarget, input.secretKey, input.code, MODIFY_ACCOUNT_TYPE);
    await assertAccountFree(ctx.db, row.id, input);
    await changeAccount(ctx.db, row.id, input, ticket.id);
    return ok(true);
  });

  app.post('/admin/member-notice/settings', async (request) => {
    const memberId = session(request).memberId;
    await accountRow(ctx.db, memberId);
    const input = parse(noticeSettingsInput, request.body);
    await saveNoticeSettings(ctx.db, memberId, input);
    return ok(await noticeSettingsOf(ctx.db, memberId));
  });
}
