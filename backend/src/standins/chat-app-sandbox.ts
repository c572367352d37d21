/**
 * The local chat-app OAuth sandbox: its identities, the redirect_uri allowlist and the one-time codes
 * (table `oauth_codes`) that the token grants `web_code` / `official_account` and the bind calls redeem.
 */
import crypto from 'node:crypto';
import { CHAT_APP_CODE_TTL_MS, CHAT_APP_SCOPE_QR } from '@/lib/constants';
import type { ChatAppScope } from '@/lib/contract/chat-app';
import type { AppContext } from '../context';
import { all, get, run } from '../db/sql';
import { seedImage } from '../db/seed/context';
import { fail } from '../http/envelope';
import { safeEqual } from '../auth/secrets';

export const INVALID_CODE_MESSAGE = '授权码无效或已过期';

export interface ChatAppIdentity {
  openid: string;
  unionid: string;
  nickname: string;
  avatar: string;
  /** The member the identity is bound to (members.wx_openid), if any. */
  memberId: number | null;
  /** That member's masked mobile, for the page's "bound to" note. */
  boundMobile: string | null;
}

/** Nicknames of identities the authorization page creates on request ("a new chat-app account"). */
const NEW_IDENTITY_NICKNAMES = [
  '糖酒会常客',
  '包材采购小王',
  '调味品研发员',
  '冷链物流老李',
  '茶饮创业者',
  '纸箱厂阿强',
  '烘焙原料供应商',
  '标签印刷张姐',
  '乳品质量主管',
  '休闲食品渠道商',
];

function maskMobile(mobile: string): string {
  return mobile.length >= 7 ? `${mobile.slice(0, 3)}****${mobile.slice(-4)}` : mobile;
}

export async function listIdentities(ctx: AppContext): Promise<ChatAppIdentity[]> {
  return (await all<{ openid: string; unionid: string; nickname: string; avatar: string; member_id: number | null; mobile: string | null }>(
    ctx.db,
    `SELECT i.openid, i.unionid, i.nickname, i.avatar, m.id AS member_id, m.mobile
       FROM chat_app_identities i LEFT JOIN members m ON m.wx_openid = i.openid
      WHERE i.seeded = 1
      ORDER BY i.created_at, i.openid`,
  )).map((r) => ({
    openid: r.openid,
    unionid: r.unionid,
    nickname: r.nickname,
    avatar: r.avatar,
    memberId: r.member_id,
    boundMobile: r.mobile ? maskMobile(r.mobile) : null,
  }));
}

async function identityByOpenid(ctx: AppContext, openid: string): Promise<{ openid: string; unionid: string; nickname: string; avatar: string } | undefined> {
  return await get(ctx.db, 'SELECT openid, unionid, nickname, avatar FROM chat_app_identities WHERE openid = ?', openid);
}

/** A fresh identity, as when another person scans the code with their own chat-app account. */
export async function createIdentity(ctx: AppContext): Promise<{ openid: string; unionid: string; nickname: string; avatar: string }> {
  const openid = `oSbx_${crypto.randomBytes(18).toString('base64url')}`;
  const unionid = `uSbx_${crypto.randomBytes(18).toString('base64url')}`;
  const n = crypto.randomInt(0, NEW_IDENTITY_NICKNAMES.length);
  const nickname = NEW_IDENTITY_NICKNAMES[n] as string;
  const avatar = seedImage('avatar', 40 + crypto.randomInt(0, 60), nickname);
  await run(ctx.db, 'INSERT INTO chat_app_identities (openid, unionid, nickname, avatar, seeded, created_at) VALUES (?, ?, ?, ?, 0, ?)', openid, unionid, nickname, avatar, Date.now());
  return { openid, unionid, nickname, avatar };
}

/**
 * The redirect_uri when its origin is one of the site's (SITE_URL), else null: the sandbox never sends a
 * code to a foreign host (no open redirect). Credentials in the URL are refused too.
 */
export function allowedRedirect(ctx: AppContext, raw: string): URL | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password) return null;
  return ctx.env.siteOrigins.includes(url.origin) ? url : null;
}

export type CodeKind = 'web_code' | 'official_account';

export function codeKindOf(scope: ChatAppScope): CodeKind {
  return scope === CHAT_APP_SCOPE_QR ? 'web_code' : 'official_account';
}

/**
 * Issues a one-time code (5 minutes) for an identity, bound to the app id it was asked for and to the state
 * the authorization carried; `openid` `new` creates the identity first.
 */
export async function issueCode(ctx: AppContext, input: { openid: string; scope: ChatAppScope; redirectUri: string; state: string; appId: string }): Promise<string> {
  const identity = input.openid === 'new' ? await createIdentity(ctx) : await identityByOpenid(ctx, input.openid);
  if (!identity) throw fail('openid: unknown chat-app account');
  const code = crypto.randomBytes(24).toString('base64url');
  const now = Date.now();
  await run(
    ctx.db,
    `INSERT INTO oauth_codes (code, kind, openid, unionid, nickname, avatar, created_at, expires_at, redirect_uri, state, client_id)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    code,
    codeKindOf(input.scope),
    identity.openid,
    identity.unionid,
    identity.nickname,
    identity.avatar,
    now,
    now + CHAT_APP_CODE_TTL_MS,
    input.redirectUri,
    input.state,
    input.appId,
  );
  return code;
}

export interface RedeemedCode {
  openid: string;
  unionid: string | null;
  nickname: string | null;
  avatar: string | null;
}

/**
 * Spends a live code of the given kind (single use). Unknown, used, expired, other-kind, issued for another
 * app id, or presented with another state than the one it was issued with → code 1, and a code presented with
 * a wrong state is spent too (no second guess). The state is the browser binding of the login (issue 17
 * item 1): the web keeps the states it started in a short-lived cookie and sends the one it holds, so a code
 * obtained by someone else's browser cannot be redeemed by this one.
 */
export async function redeemCode(ctx: AppContext, code: string, kind: CodeKind, state: string | null | undefined): Promise<RedeemedCode> {
  const now = Date.now();
  const row = await get<RedeemedCode & { code: string; state: string | null; client_id: string | null }>(
    ctx.db,
    'SELECT code, openid, unionid, nickname, avatar, state, client_id FROM oauth_codes WHERE code = ? AND kind = ? AND used_at IS NULL AND expires_at > ?',
    code,
    kind,
    now,
  );
  if (!row) throw fail(INVALID_CODE_MESSAGE);
  const spent = await run(ctx.db, 'UPDATE oauth_codes SET used_at = ? WHERE code = ? AND used_at IS NULL', now, row.code);
  if (spent.changes !== 1) throw fail(INVALID_CODE_MESSAGE);
  if (row.client_id !== ctx.env.chatAppId) throw fail(INVALID_CODE_MESSAGE);
  if (!row.state || !state || !safeEqual(row.state, state)) throw fail(INVALID_CODE_MESSAGE);
  return { openid: row.openid, unionid: row.unionid, nickname: row.nickname, avatar: row.avatar };
}
