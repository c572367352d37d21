/**
 * Shared steps of password recovery, password change and account change: the new password as the login
 * sends it (encrypted, then R01–R04), storing it, and sending a code without a captcha to the caller's
 * own account.
 */
import { passwordRule } from '@/lib/contract/auth';
import type { AppContext } from '../context';
import { run } from '../db/sql';
import { fail } from '../http/envelope';
import { decryptTransportPassword, hashPasswordSync } from './password';

export const PASSWORD_RULE_MESSAGE = 'password: 8-16 letters and digits, not all digits and not all letters';

/** The plain new password of an encrypted field, checked against R01–R04; code 1 otherwise. */
export function newPasswordOf(ctx: AppContext, encrypted: string): string {
  const plain = decryptTransportPassword(encrypted, ctx.env.passwordAesKey);
  if (plain === null || !passwordRule.safeParse(plain).success) throw fail(PASSWORD_RULE_MESSAGE);
  return plain;
}

/** Stores the password and ends the member's sessions except `keepTokenId`. */
export async function storePassword(ctx: AppContext, memberId: number, plain: string, keepTokenId: number | null = null): Promise<void> {
  await run(ctx.db, 'UPDATE members SET password_hash = ? WHERE id = ?', hashPasswordSync(plain), memberId);
  await run(
    ctx.db,
    'UPDATE auth_tokens SET revoked_at = ? WHERE member_id = ? AND revoked_at IS NULL AND id <> ?',
    Date.now(),
    memberId,
    keepTokenId ?? -1,
  );
}
