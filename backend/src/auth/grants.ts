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
} from '@/lib/contract/auth';
import { HTTP_UNAUTHORIZED } from '@/lib/constants';
import type { OAuthClient } from '../config';
import type { AppContext } from '../context';
import { ApiError, fail } from '../http/envelope';
import { redeemCode } from '../standins/chat-app-sandbox';
import { parse } from '../http/validate';
import { createChatAppMember, createMobileMember, memberByMobile, memberByOpenid, touchMember, type MemberRow } from '../repo/members';
import { decryptTransportPassword, verifyPasswordConstantTime } from './password';
import { assertLoginAllowed, clearLoginFailures, recordLoginFailure, type LoginKind } from './rate-limit';
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

async function login(ctx: AppContext, memberId: number, req: GrantRequest, grantType: string, rememberMe = true): Promise<Token> {
  await touchMember(ctx.db, memberId);
  return tokenAnswer(await issueTokens(ctx, memberId, req.client.id, grantType, rememberMe));
}

/**
 * Runs `check` unless throttled (HTTP 429 + Retry-After, lib rate-limit.ts); a failure is recorded against
 * (account, IP) of its kind before it propagates, a success clears that pair.
 */
export async function throttled<T>(ctx: AppContext, kind: LoginKind, account: string, ip: string, check: () => T | Promise<T>): Promise<T> {
  await assertLoginAllowed(ctx, kind, account, ip);
  let result: T;
  try {
    result = await check();
  } catch (error) {
    await recordLoginFailure(ctx, kind, account, ip);
    throw error;
  }
  await clearLoginFailures(ctx, kind, account, ip);
  return result;
}

/**
 * The password check of password login and of binding an account by its password: an unknown mobile and a
 * wrong (or undecryptable) password get the same answer, code 1 '账号或密码错误', after the same work.
 */
export async function checkPassword(ctx: AppContext, mobile: string, encrypted: string): Promise<MemberRow> {
  const found = await memberByMobile(ctx.db, mobile);
  const plain = decryptTransportPassword(encrypted, ctx.env.passwordAesKey);
  const matches = await verifyPasswordConstantTime(plain ?? '', plain === null ? null : found?.password_hash);
  if (!found || !matches) throw fail(WRONG_PASSWORD_MESSAGE);
  return found;
}

/** Signed variant of the mobile grant: hex HMAC-SHA256 of the mobile with the secret of client `appId`. */
function verifyMobileSignature(ctx: AppContext, appId: string, mobile: string, signature: string): void {
  const client = ctx.env.oauthClients.find((c) => c.id === appId);
  const expected = client ? crypto.createHmac('sha256', client.secret).update(mobile).digest('hex') : '';
  if (!client || !safeEqual(expected, signature.toLowerCase())) throw fail('signature: invalid');
}

export async function mobileGrant(ctx: AppContext, req: GrantRequest): Promise<Token> {
  const input = parse(mobileGrantInput, req.params);
  await throttled(ctx, 'sms', input.mobile, req.ip, async () => {
    if ('smsCode' in input) await verifySmsCode(ctx, input.mobile, input.secretKey, input.smsCode);
    else verifyMobileSignature(ctx, input.appId, input.mobile, input.signature);
  });
  const member = await memberByMobile(ctx.db, input.mobile) ?? await createMobileMember(ctx.db, input.mobile);
  return await login(ctx, member.id, req, 'mobile');
}

export async function passwordGrant(ctx: AppContext, req: GrantRequest): Promise<Token> {
  const input = parse(passwordGrantInput, req.params);
  const member = await throttled(ctx, 'password', input.mobile, req.ip, async () => await checkPassword(ctx, input.mobile, input.password));
  return await login(ctx, member.id, req, 'web_password', input.remember_me ?? true);
}

/** An unknown, used, expired or foreign refresh token answers HTTP 200 `{code: 401}`. */
export async function refreshGrant(ctx: AppContext, req: GrantRequest): Promise<Token> {
  const input = parse(refreshGrantInput, req.params);
  const next = await rotateRefreshToken(ctx, input.refresh_token, req.client.id);
  if (!next) throw new ApiError(HTTP_UNAUTHORIZED, INVALID_REFRESH_MESSAGE);
  await touchMember(ctx.db, next.memberId);
  return tokenAnswer(next);
}

/**
 * `web_code` / `official_account`: a code issued by the local chat-app OAuth sandbox (single use, 5 minutes,
 * bound to the app id and to the `state` it was issued with, which the web sends from its state cookie).
 */
export async function chatAppGrant(ctx: AppContext, req: GrantRequest): Promise<Token> {
  const input = parse(codeGrantInput, req.params);
  const identity = await redeemCode(ctx, input.code, input.grant_type, input.state);
  const member = await memberByOpenid(ctx.db, identity.openid) ?? await createChatAppMember(ctx.db, identity.openid, identity.nickname, identity.avatar);
  return await login(ctx, member.id, req, input.grant_type);
}
