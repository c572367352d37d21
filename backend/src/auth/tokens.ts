/**
 * Sessions: opaque access and refresh tokens (sha256 stored), expiry, refresh rotation, revocation.
 */
import type { Token } from '../../../lib/contract/auth';
import type { AppContext } from '../context';
import { get, insertId, run, transaction } from '../db/sql';
import { randomToken, sha256 } from './secrets';

export interface Session {
  tokenId: number;
  memberId: number;
}

interface TokenRow {
  id: number;
  member_id: number;
  client_id: string;
  remember_me: number;
  refresh_expires_at: number;
}

export async function issueTokens(
  ctx: AppContext,
  memberId: number,
  clientId: string,
  grantType: string,
  rememberMe = true,
): Promise<Token & { tokenId: number }> {
  const access = randomToken();
  const refresh = randomToken();
  const now = Date.now();
  const tokenId = await insertId(
    ctx.db,
    `INSERT INTO auth_tokens (member_id, client_id, access_hash, refresh_hash, grant_type, remember_me, access_expires_at, refresh_expires_at, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    memberId,
    clientId,
    sha256(access),
    sha256(refresh),
    grantType,
    rememberMe ? 1 : 0,
    now + ctx.env.tokenTtlSeconds * 1000,
    now + ctx.env.refreshTtlSeconds * 1000,
    now,
  );
  const member = await get<{ mobile: string | null }>(ctx.db, 'SELECT mobile FROM members WHERE id = ?', memberId);
  return {
    tokenId,
    access_token: access,
    refresh_token: refresh,
    token_type: 'bearer',
    expires_in: ctx.env.tokenTtlSeconds,
    scope: 'server',
    identity: member?.mobile ?? null,
    memberId,
  };
}

/** The live session of an access token, or null (unknown, expired or revoked). */
export async function sessionOfAccessToken(ctx: AppContext, accessToken: string): Promise<Session | null> {
  const row = await get<{ id: number; member_id: number }>(
    ctx.db,
    'SELECT id, member_id FROM auth_tokens WHERE access_hash = ? AND revoked_at IS NULL AND access_expires_at > ?',
    sha256(accessToken),
    Date.now(),
  );
  return row ? { tokenId: row.id, memberId: row.member_id } : null;
}

/** The session of an auth_tokens row while it is live (not revoked, not expired), or null. */
export async function sessionOfTokenId(ctx: AppContext, tokenId: number): Promise<Session | null> {
  const row = await get<{ id: number; member_id: number }>(
    ctx.db,
    'SELECT id, member_id FROM auth_tokens WHERE id = ? AND revoked_at IS NULL AND access_expires_at > ?',
    tokenId,
    Date.now(),
  );
  return row ? { tokenId: row.id, memberId: row.member_id } : null;
}

/**
 * How long a just-rotated refresh token still answers (attack list 25): requests that left the browser together with
 * the same refresh token — two tabs restored at once, the proxy's navigation refresh beside the page's timer — get
 * the one new pair the first of them caused, instead of the losers' 401 logging the member out.
 */
export const REFRESH_REUSE_MS = 30_000;

interface Rotation {
  at: number;
  clientId: string;
  next: Token & { tokenId: number };
}

/** Rotations of the last REFRESH_REUSE_MS per database, by the old refresh token's hash (the API is one process). */
const recentRotations = new WeakMap<AppContext['db'], Map<string, Rotation>>();

function rotationsOf(ctx: AppContext, now: number): Map<string, Rotation> {
  let rotations = recentRotations.get(ctx.db);
  if (!rotations) recentRotations.set(ctx.db, (rotations = new Map()));
  for (const [hash, rotation] of rotations) if (now - rotation.at > REFRESH_REUSE_MS) rotations.delete(hash);
  return rotations;
}

/**
 * Rotates a refresh token: the old pair (access and refresh) stops working and a new pair is issued. The same old
 * token presented again by the same client within REFRESH_REUSE_MS gets that same new pair while it is live (one
 * rotation, however many requests raced). Null when the refresh token is unknown, expired, revoked, used longer
 * ago, or belongs to another client.
 */
export async function rotateRefreshToken(ctx: AppContext, refreshToken: string, clientId: string): Promise<(Token & { tokenId: number }) | null> {
  const now = Date.now();
  const hash = sha256(refreshToken);
  const rotations = rotationsOf(ctx, now);
  const recent = rotations.get(hash);
  if (recent) return recent.clientId === clientId && await sessionOfTokenId(ctx, recent.next.tokenId) ? recent.next : null;
  const next = await transaction(ctx.db, async () => {
    const row = await get<TokenRow>(
      ctx.db,
      'SELECT id, member_id, client_id, remember_me, refresh_expires_at FROM auth_tokens WHERE refresh_hash = ? AND revoked_at IS NULL',
      hash,
    );
    if (!row || row.refresh_expires_at <= now || row.client_id !== clientId) return null;
    const issued = await issueTokens(ctx, row.member_id, row.client_id, 'refresh_token', row.remember_me === 1);
    await run(ctx.db, 'UPDATE auth_tokens SET revoked_at = ?, replaced_by = ? WHERE id = ?', now, issued.tokenId, row.id);
    return issued;
  });
  if (next) rotations.set(hash, { at: now, clientId, next });
  return next;
}

export async function revokeSession(ctx: AppContext, tokenId: number): Promise<void> {
  await run(ctx.db, 'UPDATE auth_tokens SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL', Date.now(), tokenId);
}

/** Ends every session of a member (used when an account is banned or its password changes). */
export async function revokeMemberSessions(ctx: AppContext, memberId: number): Promise<void> {
  await run(ctx.db, 'UPDATE auth_tokens SET revoked_at = ? WHERE member_id = ? AND revoked_at IS NULL', Date.now(), memberId);
}

/** Public shape of a token answer (without the internal row id). */
export function tokenAnswer(token: Token & { tokenId: number }): Token {
  const { tokenId: _tokenId, ...answer } = token;
  return answer;
}
