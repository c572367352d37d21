/**
 * The grants of `POST /auth/oauth/token`. Each returns a new session or throws an ApiError.
 */
import crypto from 'node:crypto';
import {
  codeGrantInput,
  mobileGrantInput,
  passwordGrantInput,
  refreshGrantInput,
  type Token,
} from '../../../lib/contract/auth';
import { ERR_ACCOUNT_NOT_EXIST, HTTP_UNAUTHORIZED } from '../../../lib/constants';
import type { OAuthClient } from '../config';
import type { AppContext } from '../context';
import { ApiError, fail } from '../http/envelope';
import { redeemCode } from './chat-app-sandbox';
import { parse } from '../http/validate';
import { createChatAppMember, createMobileMember, memberByMobile, memberByOpenid, touchMember } from '../repo/members';
import { decryptTransportPassword, verifyPassword } from './password';
import { assertLoginAllowed, recordLoginFailure } from './rate-limit';
import { safeEqual } from './secrets';
import { verifySmsCode } from './sms';
import { issueTokens, rotateRefreshToken, tokenAnswer } from './tokens';

export const WRONG_PASSWORD_MESSAGE = '账号或密码错误';
export const ACCOUNT_NOT_EXIST_MESSAGE = '账号不存在';
export const INVALID_REFRESH_MESSAGE = 'invalid refresh token';

export interface GrantRequest {
  params: Record<string, unknown>;
  client: OAuthClient;
  ip: string;
}

function login(ctx: AppContext, memberId: number, req: GrantRequest, grantType: string, rememberMe = true): Token {
  touchMember(ctx.db, memberId);
  return tokenAnswer(issueTokens(ctx, memberId, req.client.id, grantType, rememberMe));
}

/** Runs `check` unless throttled; a failure is recorded against the mobile and IP before it propagates. */
export async function throttled<T>(ctx: AppContext, mobile: string, ip: string, check: () => T | Promise<T>): Promise<T> {
  assertLoginAllowed(ctx, mobile, ip);
  try {
    return await check();
  } catch (error) {
    recordLoginFailure(ctx, mobile, ip);
    throw error;
  }
}

/** Signed variant of the mobile grant: hex HMAC-SHA256 of the mobile with the secret of client `appId`. */
function verifyMobileSignature(ctx: AppContext, appId: string, mobile: string, signature: string): void {
  const client = ctx.env.oauthClients.find((c) => c.id === appId);
  const expected = client ? crypto.createHmac('sha256', client.secret).update(mobile).digest('hex') : '';
  if (!client || !safeEqual(expected, signature.toLowerCase())) throw fail('signature: invalid');
}

export async function mobileGrant(ctx: AppContext, req: GrantRequest): Promise<Token> {
  const input = parse(mobileGrantInput, req.params);
  await throttled(ctx, input.mobile, req.ip, () => {
    if ('smsCode' in input) verifySmsCode(ctx, input.mobile, input.secretKey, input.smsCode);
    else verifyMobileSignature(ctx, input.appId, input.mobile, input.signature);
  });
  const member = memberByMobile(ctx.db, input.mobile) ?? createMobileMember(ctx.db, input.mobile);
  return login(ctx, member.id, req, 'mobile');
}

export async function passwordGrant(ctx: AppContext, req: GrantRequest): Promise<Token> {
  const input = parse(passwordGrantInput, req.params);
  const member = await throttled(ctx, input.mobile, req.ip, async () => {
    const found = memberByMobile(ctx.db, input.mobile);
    if (!found) throw new ApiError(ERR_ACCOUNT_NOT_EXIST, ACCOUNT_NOT_EXIST_MESSAGE);
    const plain = decryptTransportPassword(input.password, ctx.env.passwordAesKey);
    if (plain === null || !(await verifyPassword(plain, found.password_hash))) throw fail(WRONG_PASSWORD_MESSAGE);
    return found;
  });
  return login(ctx, member.id, req, 'web_password', input.remember_me ?? true);
}

/** An unknown, used, expired or foreign refresh token answers HTTP 200 `{code: 401}`. */
export function refreshGrant(ctx: AppContext, req: GrantRequest): Token {
  const input = parse(refreshGrantInput, req.params);
  const next = rotateRefreshToken(ctx, input.refresh_token, req.client.id);
  if (!next) throw new ApiError(HTTP_UNAUTHORIZED, INVALID_REFRESH_MESSAGE);
  touchMember(ctx.db, next.memberId);
  return tokenAnswer(next);
}

/** `web_code` / `official_account`: a code issued by the local chat-app OAuth sandbox (single use, 5 minutes). */
export function chatAppGrant(ctx: AppContext, req: GrantRequest): Token {
  const input = parse(codeGrantInput, req.params);
  const identity = redeemCode(ctx, input.code, input.grant_type);
  const member = memberByOpenid(ctx.db, identity.openid) ?? createChatAppMember(ctx.db, identity.openid, identity.nickname, identity.avatar);
  return login(ctx, member.id, req, input.grant_type);
}
