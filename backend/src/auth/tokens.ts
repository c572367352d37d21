/**
 * Sessions: opaque access and refresh tokens (sha256 stored), expiry, refresh rotation, revocation.
 */
import type { Token } from '@/lib/contract/auth';
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
  revoked_at: number | null;
  replaced_by: number | null;
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
/** How long a request that lost the race for a rotation waits for the winner's grace entry (ms), and how often it looks. */
const RACE_WAIT_MS = 2000;
const RACE_POLL_MS = 20;

/**
 * The grace entry of a rotation, in the shared state's key-value store under the old refresh token's hash for
 * REFRESH_REUSE_MS (on Redis: seen by every API instance). It holds the new pair in clear for those 30 s only.
 */
interface Rotation {
  clientId: string;
  next: Token & { tokenId: number };
}

function graceKey(hash: string): string {
  return `refresh-grace:${hash}`;
}

/** The grace entry of an old refresh token's hash; null when there is none or the store fails (no grace: it fails open). */
async function graceOf(ctx: AppContext, hash: string): Promise<Rotation | null> {
  try {
    return await ctx.state.kv.get<Rotation>(graceKey(hash));
  } catch (error) {
    ctx.log.warn({ err: error }, 'refresh grace window unavailable');
    return null;
  }
}

/** The pair a grace entry holds, for the client it was issued to while that pair is live. */
async function graceAnswer(ctx: AppContext, rotation: Rotation, clientId: string): Promise<(Token & { tokenId: number }) | null> {
  return rotation.clientId === clientId && await sessionOfTokenId(ctx, rotation.next.tokenId) ? rotation.next : null;
}

/** Thrown inside the rotation's transaction when another request (on any instance) revoked the old token first. */
class RotationLost extends Error {}

/**
 * Rotates a refresh token: the old pair (access and refresh) stops working and a new pair is issued. The same old
 * token presented again by the same client within REFRESH_REUSE_MS gets that same new pair while it is live (one
 * rotation, however many requests raced, on however many API instances). Null when the refresh token is unknown,
 * expired, revoked, used longer ago, or belongs to another client.
 *
 * The rotation itself is a conditional `UPDATE … WHERE revoked_at IS NULL` checked by its row count, in the
 * transaction that issues the new pair: of requests racing on one token exactly one revokes it; the others roll their
 * transaction back and answer the winner's pair from the grace window once the winner has stored it.
 */
export async function rotateRefreshToken(ctx: AppContext, refreshToken: string, clientId: string): Promise<(Token & { tokenId: number }) | null> {
  const now = Date.now();
  const hash = sha256(refreshToken);
  const recent = await graceOf(ctx, hash);
  if (recent) return await graceAnswer(ctx, recent, clientId);
  const row = await get<TokenRow>(
    ctx.db,
    'SELECT id, member_id, client_id, remember_me, refresh_expires_at, revoked_at, replaced_by FROM auth_tokens WHERE refresh_hash = ?',
    hash,
  );
  if (!row || row.refresh_expires_at <= now || row.client_id !== clientId) return null;
  if (row.revoked_at !== null) return rotatedJustNow(row, now) ? await winnersPair(ctx, hash, clientId) : null;
  let next: (Token & { tokenId: number }) | null;
  try {
    next = await transaction(ctx.db, async () => {
      const revoked = await run(ctx.db, 'UPDATE auth_tokens SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL', now, row.id);
      if (revoked.changes !== 1) throw new RotationLost();
      const issued = await issueTokens(ctx, row.member_id, row.client_id, 'refresh_token', row.remember_me === 1);
      await run(ctx.db, 'UPDATE auth_tokens SET replaced_by = ? WHERE id = ?', issued.tokenId, row.id);
      return issued;
    });
  } catch (error) {
    if (error instanceof RotationLost) return await winnersPair(ctx, hash, clientId);
    throw error;
  }
  const rotation: Rotation = { clientId, next };
  await ctx.state.kv.set(graceKey(hash), rotation, REFRESH_REUSE_MS).catch((error: unknown) => ctx.log.warn({ err: error }, 'refresh grace window not stored'));
  return next;
}

/** The row was revoked by a rotation (not a logout) inside the grace window. */
function rotatedJustNow(row: TokenRow, now: number): boolean {
  return row.replaced_by !== null && row.revoked_at !== null && now - Number(row.revoked_at) <= REFRESH_REUSE_MS;
}

/**
 * The pair of the rotation that beat this request: its grace entry, which the winner stores right after its commit
 * (waited for up to RACE_WAIT_MS); null when none comes (the grace store fails, or the rotation was long ago).
 */
async function winnersPair(ctx: AppContext, hash: string, clientId: string): Promise<(Token & { tokenId: number }) | null> {
  for (let waited = 0; waited <= RACE_WAIT_MS; waited += RACE_POLL_MS) {
    const rotation = await graceOf(ctx, hash);
    if (rotation) return await graceAnswer(ctx, rotation, clientId);
    await new Promise((resolve) => setTimeout(resolve, RACE_POLL_MS));
  }
  return null;
}

export async function revokeSession(ctx: AppContext, tokenId: number): Promise<void> {
  await run(ctx.db, 'UPDATE auth_tokens SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL', Date.now(), tokenId);
}

/** Public shape of a token answer (without the internal row id). */
export function tokenAnswer(token: Token & { tokenId: number }): Token {
  const { tokenId: _tokenId, ...answer } = token;
  return answer;
}
