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
} from '../../../lib/contract/account';
import { ERR_EMAIL_USED, ERR_MOBILE_REGISTERED, NOTICE_SETTING_TYPES } from '../../../lib/constants';
import { newPasswordOf, storePassword } from '../auth/account-security';
import { requireMember } from '../auth/guard';
import { issueSmsCode, verifySmsCode } from '../auth/sms';
import type { AppContext } from '../context';
import type { Db } from '../db/connection';
import { all, get, run, transaction } from '../db/sql';
import { ApiError, fail, ok, unauthorized } from '../http/envelope';
import { parse } from '../http/validate';
import { EMAIL_USED_MESSAGE } from './member-messages';

export const CHANGE_PASSWORD_TYPE = 'CHANGE_PASSWORD';
export const VALIDATE_ACCOUNT_TYPE = 'VALIDATE_ACCOUNT';
export const MODIFY_ACCOUNT_TYPE = 'MODIFY_ACCOUNT';
export const MOBILE_REGISTERED_MESSAGE = '该手机号已注册';
export const NO_BOUND_ACCOUNT_MESSAGE = '未绑定手机号或邮箱';
export const INVALID_TICKET_MESSAGE = '验证已过期，请重新验证';
const TICKET_TTL_MS = 15 * 60 * 1000;

interface AccountRow {
  id: number;
  mobile: string | null;
  email: string | null;
  password_hash: string | null;
  wx_openid: string | null;
}

async function accountRow(db: Db, memberId: number): Promise<AccountRow> {
  const row = await get<AccountRow>(db, 'SELECT id, mobile, email, password_hash, wx_openid FROM members WHERE id = ?', memberId);
  if (!row) throw unauthorized();
  return row;
}

/** Every notice type that has a switch (NOTICE_SETTING_TYPES), on unless the member turned it off. */
async function noticeSettingsOf(db: Db, memberId: number) {
  const stored = new Map(
    (await all<{ notice_type: number; enabled: number }>(db, 'SELECT notice_type, enabled FROM member_notice_settings WHERE member_id = ?', memberId)).map((r) => [
      r.notice_type,
      r.enabled === 1,
    ]),
  );
  return NOTICE_SETTING_TYPES.map((noticeType) => ({ noticeType, enabled: stored.get(noticeType) ?? true }));
}

/** The first of `targets` (mobile, email) that the sms/email code `secretKey` was sent to. */
async function codeTarget(db: Db, secretKey: string, targets: string[]): Promise<string | undefined> {
  for (const t of targets) {
    if (await get(db, 'SELECT 1 FROM sms_codes WHERE secret_key = ? AND target = ?', secretKey, t)) return t;
  }
  return undefined;
}

function sha256(text: string): string {
  return crypto.createHash('sha256').update(text).digest('hex');
}

/** The account that receives the caller's own codes: the one asked for, else mobile, else e-mail. */
function ownTarget(row: AccountRow, preferred: 'MOBILE' | 'EMAIL' = 'MOBILE'): string {
  const target = preferred === 'EMAIL' ? (row.email ?? row.mobile) : (row.mobile ?? row.email);
  if (!target) throw fail(NO_BOUND_ACCOUNT_MESSAGE);
  return target;
}

/** 20008 / 20020 when another member already uses the new account. */
async function assertAccountFree(db: Db, memberId: number, account: { mobile?: string; email?: string }): Promise<void> {
  if (account.mobile && await get(db, 'SELECT 1 FROM members WHERE mobile = ? AND id <> ?', account.mobile, memberId)) {
    throw new ApiError(ERR_MOBILE_REGISTERED, MOBILE_REGISTERED_MESSAGE);
  }
  if (account.email && await get(db, 'SELECT 1 FROM members WHERE lower(email) = lower(?) AND id <> ?', account.email, memberId)) {
    throw new ApiError(ERR_EMAIL_USED, EMAIL_USED_MESSAGE);
  }
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
    await run(
      ctx.db,
      'INSERT INTO account_change_tickets (ticket_hash, member_id, target, kind, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
      sha256(ticket),
      row.id,
      newTarget,
      input.mobile ? 'MOBILE' : 'EMAIL',
      now,
      now + TICKET_TTL_MS,
    );
    return ok({ ticket, ...sms });
  });

  app.put('/admin/sms-code/modify/account', async (request) => {
    const row = await accountRow(ctx.db, session(request).memberId);
    const input = parse(modifyAccountInput, request.body);
    const newTarget = (input.mobile ?? input.email) as string;
    const ticket = await get<{ id: number }>(
      ctx.db,
      'SELECT id FROM account_change_tickets WHERE ticket_hash = ? AND member_id = ? AND target = ? AND used_at IS NULL AND expires_at > ?',
      sha256(input.ticket),
      row.id,
      newTarget,
      Date.now(),
    );
    if (!ticket) throw fail(INVALID_TICKET_MESSAGE);
    await verifySmsCode(ctx, newTarget, input.secretKey, input.code, MODIFY_ACCOUNT_TYPE);
    await assertAccountFree(ctx.db, row.id, input);
    await transaction(ctx.db, async () => {
      if (input.mobile) await run(ctx.db, 'UPDATE members SET mobile = ? WHERE id = ?', input.mobile, row.id);
      else await run(ctx.db, 'UPDATE members SET email = ? WHERE id = ?', input.email, row.id);
      await run(ctx.db, 'UPDATE account_change_tickets SET used_at = ? WHERE id = ?', Date.now(), ticket.id);
    });
    return ok(true);
  });

  app.post('/admin/member-notice/settings', async (request) => {
    const memberId = session(request).memberId;
    await accountRow(ctx.db, memberId);
    const input = parse(noticeSettingsInput, request.body);
    await transaction(ctx.db, async () => {
      for (const s of input) {
        await run(
          ctx.db,
          'INSERT INTO member_notice_settings (member_id, notice_type, enabled) VALUES (?, ?, ?) ON CONFLICT (member_id, notice_type) DO UPDATE SET enabled = excluded.enabled',
          memberId,
          s.noticeType,
          s.enabled ? 1 : 0,
        );
      }
    });
    return ok(await noticeSettingsOf(ctx.db, memberId));
  });
}
