/**
 * The account settings' data (B45–B50): the member's login accounts, the change tickets of the three-step account
 * change, sms codes by secret key, and the notice switches.
 */
import { ERR_EMAIL_USED, ERR_MOBILE_REGISTERED, NOTICE_SETTING_TYPES } from '@/lib/constants';
import type { Db } from '../db/connection';
import { all, get, run, transaction } from '../db/sql';
import { ApiError, unauthorized } from '../http/envelope';
import { EMAIL_USED_MESSAGE, MOBILE_REGISTERED_MESSAGE } from '../routes/member-messages';

export interface AccountRow {
  id: number;
  mobile: string | null;
  email: string | null;
  password_hash: string | null;
  wx_openid: string | null;
}

export async function accountRow(db: Db, memberId: number): Promise<AccountRow> {
  const row = await get<AccountRow>(db, 'SELECT id, mobile, email, password_hash, wx_openid FROM members WHERE id = ?', memberId);
  if (!row) throw unauthorized();
  return row;
}

/** Every notice type that has a switch (NOTICE_SETTING_TYPES), on unless the member turned it off. */
export async function noticeSettingsOf(db: Db, memberId: number) {
  const stored = new Map(
    (await all<{ notice_type: number; enabled: number }>(db, 'SELECT notice_type, enabled FROM member_notice_settings WHERE member_id = ?', memberId)).map((r) => [
      r.notice_type,
      r.enabled === 1,
    ]),
  );
  return NOTICE_SETTING_TYPES.map((noticeType) => ({ noticeType, enabled: stored.get(noticeType) ?? true }));
}

/** The first of `targets` (mobile, email) that the sms/email code `secretKey` was sent to. */
export async function codeTarget(db: Db, secretKey: string, targets: string[]): Promise<string | undefined> {
  for (const t of targets) {
    if (await get(db, 'SELECT 1 FROM sms_codes WHERE secret_key = ? AND target = ?', secretKey, t)) return t;
  }
  return undefined;
}

/** 20008 / 20020 when another member already uses the new account. */
export async function assertAccountFree(db: Db, memberId: number, account: { mobile?: string; email?: string }): Promise<void> {
  if (account.mobile && await get(db, 'SELECT 1 FROM members WHERE mobile = ? AND id <> ?', account.mobile, memberId)) {
    throw new ApiError(ERR_MOBILE_REGISTERED, MOBILE_REGISTERED_MESSAGE);
  }
  if (account.email && await get(db, 'SELECT 1 FROM members WHERE lower(email) = lower(?) AND id <> ?', account.email, memberId)) {
    throw new ApiError(ERR_EMAIL_USED, EMAIL_USED_MESSAGE);
  }
}


export async function insertChangeTicket(db: Db, t: { hash: string; memberId: number; target: string; kind: 'MOBILE' | 'EMAIL'; now: number; expiresAt: number }): Promise<void> {
  await run(
    db,
    'INSERT INTO account_change_tickets (ticket_hash, member_id, target, kind, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
    t.hash,
    t.memberId,
    t.target,
    t.kind,
    t.now,
    t.expiresAt,
  );
}

/** An unused, unexpired change ticket of the member for the new account. */
export async function liveChangeTicket(db: Db, hash: string, memberId: number, target: string): Promise<{ id: number } | undefined> {
  return await get<{ id: number }>(
    db,
    'SELECT id FROM account_change_tickets WHERE ticket_hash = ? AND member_id = ? AND target = ? AND used_at IS NULL AND expires_at > ?',
    hash,
    memberId,
    target,
    Date.now(),
  );
}

/** The new mobile or e-mail replaces the old one; the ticket is spent. */
export async function changeAccount(db: Db, memberId: number, account: { mobile?: string | undefined; email?: string | undefined }, ticketId: number): Promise<void> {
  await transaction(db, async () => {
    if (account.mobile) await run(db, 'UPDATE members SET mobile = ? WHERE id = ?', account.mobile, memberId);
    else await run(db, 'UPDATE members SET email = ? WHERE id = ?', account.email, memberId);
    await run(db, 'UPDATE account_change_tickets SET used_at = ? WHERE id = ?', Date.now(), ticketId);
  });
}

export async function saveNoticeSettings(db: Db, memberId: number, settings: readonly { noticeType: number; enabled: boolean }[]): Promise<void> {
  await transaction(db, async () => {
    for (const s of settings) {
      await run(
        db,
        'INSERT INTO member_notice_settings (member_id, notice_type, enabled) VALUES (?, ?, ?) ON CONFLICT (member_id, notice_type) DO UPDATE SET enabled = excluded.enabled',
        memberId,
        s.noticeType,
        s.enabled ? 1 : 0,
      );
    }
  });
}
