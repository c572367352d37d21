/**
 * The sms stand-in: codes are logged (SMS_DEV_CODE outside production), one per target every 60 s,
 * a limited number per IP, each checked with its secretKey at most 5 times within 10 minutes.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { SmsCode } from '../../../lib/contract/auth';
import { ERR_SMS_CODE_INCORRECT, SMS_CODE_LENGTH, SMS_COUNTDOWN_SECONDS } from '../../../lib/constants';
import type { AppContext } from '../context';
import { get, run } from '../db/sql';
import { ApiError, fail } from '../http/envelope';
import { consumeCaptchaPass } from './captcha';
import { TOO_FREQUENT } from './rate-limit';
import { randomDigits, randomToken, safeEqual } from './secrets';

export const SMS_CODE_TTL_MS = 10 * 60 * 1000;
export const SMS_MAX_ATTEMPTS = 5;
export const SMS_CODE_INCORRECT_MESSAGE = '验证码错误';

export interface SmsRequest {
  target: string;
  messageType: string;
  /** null: the caller proved who they are another way (a signed-in member's step-2 code of an account change). */
  captchaVerifyParam: string | null;
  ip: string;
}

export function issueSmsCode(ctx: AppContext, request: SmsRequest, log: FastifyBaseLogger): SmsCode {
  const now = Date.now();
  const last = get<{ created_at: number }>(
    ctx.db,
    'SELECT created_at FROM sms_codes WHERE target = ? ORDER BY created_at DESC LIMIT 1',
    request.target,
  );
  const elapsed = last ? Math.floor((now - last.created_at) / 1000) : Number.POSITIVE_INFINITY;
  if (elapsed < SMS_COUNTDOWN_SECONDS) {
    const countdown = SMS_COUNTDOWN_SECONDS - elapsed;
    throw fail(`操作过于频繁，请${countdown}秒后再试`, { countdown });
  }
  const byIp = get<{ n: number }>(
    ctx.db,
    'SELECT COUNT(*) AS n FROM sms_codes WHERE ip = ? AND created_at > ?',
    request.ip,
    now - ctx.env.loginWindowSeconds * 1000,
  );
  if ((byIp?.n ?? 0) >= ctx.env.smsIpLimit) throw fail(TOO_FREQUENT);
  if (request.captchaVerifyParam !== null) consumeCaptchaPass(ctx, request.captchaVerifyParam);

  const code = ctx.env.smsDevCode ?? randomDigits(SMS_CODE_LENGTH);
  const secretKey = randomToken(16);
  run(
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
export function verifySmsCode(ctx: AppContext, target: string, secretKey: string, code: string, messageType?: string): void {
  const now = Date.now();
  const row = get<{ id: number; code: string; attempts: number }>(
    ctx.db,
    'SELECT id, code, attempts FROM sms_codes WHERE secret_key = ? AND target = ? AND used_at IS NULL AND expires_at > ? AND (? IS NULL OR message_type = ?)',
    secretKey,
    target,
    now,
    messageType ?? null,
    messageType ?? null,
  );
  if (!row || row.attempts >= SMS_MAX_ATTEMPTS) throw new ApiError(ERR_SMS_CODE_INCORRECT, SMS_CODE_INCORRECT_MESSAGE);
  if (!safeEqual(row.code, code.trim())) {
    run(ctx.db, 'UPDATE sms_codes SET attempts = attempts + 1 WHERE id = ?', row.id);
    throw new ApiError(ERR_SMS_CODE_INCORRECT, SMS_CODE_INCORRECT_MESSAGE);
  }
  run(ctx.db, 'UPDATE sms_codes SET used_at = ? WHERE id = ?', now, row.id);
}
