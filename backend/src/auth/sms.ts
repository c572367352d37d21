/**
 * The sms stand-in: codes are logged (SMS_DEV_CODE outside production), one per target every 60 s and at
 * most `SMS_DAILY_LIMIT` per target a day, a limited number per IP (past those two: HTTP 429 + Retry-After),
 * each bound to its target and secretKey, single use, checked at most 5 times within 5 minutes.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { SmsCode } from '@/lib/contract/auth';
import { ERR_SMS_CODE_INCORRECT, SMS_CODE_LENGTH, SMS_COUNTDOWN_SECONDS } from '@/lib/constants';
import type { AppContext } from '../context';
import { get, run } from '../db/sql';
import { ApiError, fail, tooManyRequests } from '../http/envelope';
import { consumeCaptchaPass } from './captcha';
import { tooFrequentMessage } from './rate-limit';
import { randomDigits, randomToken, safeEqual } from './secrets';

export const SMS_CODE_TTL_MS = 5 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
export const SMS_MAX_ATTEMPTS = 5;
export const SMS_CODE_INCORRECT_MESSAGE = '验证码错误';

export interface SmsRequest {
  target: string;
  messageType: string;
  /** null: the caller proved who they are another way (a signed-in member's step-2 code of an account change). */
  captchaVerifyParam: string | null;
  ip: string;
}

/** HTTP 429 until the oldest counted request leaves its window. */
function throttledUntil(at: number, now: number): ApiError {
  const seconds = Math.max(1, (at - now) / 1000);
  return tooManyRequests(tooFrequentMessage(seconds), seconds);
}

export async function issueSmsCode(ctx: AppContext, request: SmsRequest, log: FastifyBaseLogger): Promise<SmsCode> {
  const now = Date.now();
  const last = await get<{ created_at: number }>(
    ctx.db,
    'SELECT created_at FROM sms_codes WHERE target = ? ORDER BY created_at DESC LIMIT 1',
    request.target,
  );
  const elapsed = last ? Math.floor((now - last.created_at) / 1000) : Number.POSITIVE_INFINITY;
  if (elapsed < SMS_COUNTDOWN_SECONDS) {
    const countdown = SMS_COUNTDOWN_SECONDS - elapsed;
    throw fail(`操作过于频繁，请${countdown}秒后再试`, { countdown });
  }
  const daily = await get<{ n: number; first: number | null }>(
    ctx.db,
    'SELECT COUNT(*) AS n, MIN(created_at) AS first FROM sms_codes WHERE target = ? AND created_at > ?',
    request.target,
    now - DAY_MS,
  );
  if ((daily?.n ?? 0) >= ctx.env.smsDailyLimit) throw throttledUntil((daily?.first ?? now) + DAY_MS, now);
  const ipWindowMs = ctx.env.loginWindowSeconds * 1000;
  const byIp = await get<{ n: number; first: number | null }>(
    ctx.db,
    'SELECT COUNT(*) AS n, MIN(created_at) AS first FROM sms_codes WHERE ip = ? AND created_at > ?',
    request.ip,
    now - ipWindowMs,
  );
  if ((byIp?.n ?? 0) >= ctx.env.smsIpLimit) throw throttledUntil((byIp?.first ?? now) + ipWindowMs, now);
  if (request.captchaVerifyParam !== null) await consumeCaptchaPass(ctx, request.captchaVerifyParam);

  const code = ctx.env.smsDevCode ?? randomDigits(SMS_CODE_LENGTH);
  const secretKey = randomToken(16);
  await run(
    ctx.db,
    'INSERT INTO sms_codes (target, message_type, code, secret_key, ip, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    request.target,
    request.messageType,
    code,
    secretKey,
    request.ip,
    now,
    now + SMS_CODE_TTL_MS,
  );
  log.info({ target: request.target, messageType: request.messageType, code }, `sms code for ${request.target}: ${code}`);
  return ctx.env.production ? { secretKey, countdown: SMS_COUNTDOWN_SECONDS } : { secretKey, countdown: SMS_COUNTDOWN_SECONDS, code };
}

/**
 * Spends the code issued to `target` under `secretKey` (of `messageType` when given); ERR_SMS_CODE_INCORRECT
 * otherwise.
 */
export async function verifySmsCode(ctx: AppContext, target: string, secretKey: string, code: string, messageType?: string): Promise<void> {
  const now = Date.now();
  const row = await get<{ id: number; code: string; attempts: number }>(
    ctx.db,
    `SELECT id, code, attempts FROM sms_codes WHERE secret_key = ? AND target = ? AND used_at IS NULL AND expires_at > ?${messageType === undefined ? '' : ' AND message_type = ?'}`,
    secretKey,
    target,
    now,
    ...(messageType === undefined ? [] : [messageType]),
  );
  if (!row || row.attempts >= SMS_MAX_ATTEMPTS) throw new ApiError(ERR_SMS_CODE_INCORRECT, SMS_CODE_INCORRECT_MESSAGE);
  if (!safeEqual(row.code, code.trim())) {
    await run(ctx.db, 'UPDATE sms_codes SET attempts = attempts + 1 WHERE id = ?', row.id);
    throw new ApiError(ERR_SMS_CODE_INCORRECT, SMS_CODE_INCORRECT_MESSAGE);
  }
  await run(ctx.db, 'UPDATE sms_codes SET used_at = ? WHERE id = ?', now, row.id);
}
