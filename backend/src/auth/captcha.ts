/**
 * Slider captcha: a challenge hides a target x; a drop within ±6 px (any drop when CAPTCHA_DISABLED)
 * yields a single-use `captchaVerifyParam` valid for 5 minutes. A failed drop spends the challenge.
 */
import crypto from 'node:crypto';
import type { Captcha, CaptchaPass } from '../../../lib/contract/auth';
import type { AppContext } from '../context';
import { get, run } from '../db/sql';
import { fail } from '../http/envelope';
import { CAPTCHA_HEIGHT, CAPTCHA_PIECE, CAPTCHA_WIDTH, drawCaptcha } from './captcha-image';
import { randomToken, sha256 } from './secrets';

export const CAPTCHA_TOLERANCE_PX = 6;
export const CAPTCHA_CHALLENGE_TTL_MS = 2 * 60 * 1000;
export const CAPTCHA_PASS_TTL_MS = 5 * 60 * 1000;

interface ChallengeRow {
  id: string;
  target_x: number;
  expires_at: number;
  solved_at: number | null;
  failed_at: number | null;
}

export function createCaptcha(ctx: AppContext): Captcha {
  const id = randomToken(18);
  const targetX = crypto.randomInt(CAPTCHA_PIECE + 20, CAPTCHA_WIDTH - CAPTCHA_PIECE - 5);
  const y = crypto.randomInt(10, CAPTCHA_HEIGHT - CAPTCHA_PIECE - 10);
  const now = Date.now();
  run(ctx.db, 'DELETE FROM captcha_challenges WHERE expires_at < ? AND (pass_expires_at IS NULL OR pass_expires_at < ?)', now, now);
  run(ctx.db, 'INSERT INTO captcha_challenges (id, target_x, y, created_at, expires_at) VALUES (?, ?, ?, ?, ?)', id, targetX, y, now, now + CAPTCHA_CHALLENGE_TTL_MS);
  const { background, piece } = drawCaptcha(targetX, y);
  return { captchaId: id, background, piece, y, width: CAPTCHA_WIDTH, height: CAPTCHA_HEIGHT, pieceSize: CAPTCHA_PIECE };
}

export function checkCaptcha(ctx: AppContext, captchaId: string, x: number): CaptchaPass {
  const now = Date.now();
  const row = get<ChallengeRow>(ctx.db, 'SELECT id, target_x, expires_at, solved_at, failed_at FROM captcha_challenges WHERE id = ?', captchaId);
  if (!row || row.solved_at || row.failed_at || row.expires_at < now) throw fail('验证码已失效，请刷新后重试');
  const inRange = x >= 0 && x <= CAPTCHA_WIDTH;
  const matches = ctx.env.captchaDisabled ? inRange : Math.abs(x - row.target_x) <= CAPTCHA_TOLERANCE_PX;
  if (!matches) {
    run(ctx.db, 'UPDATE captcha_challenges SET failed_at = ? WHERE id = ?', now, captchaId);
    throw fail('验证失败，请重试');
  }
  const pass = randomToken(24);
  run(
    ctx.db,
    'UPDATE captcha_challenges SET solved_at = ?, pass_hash = ?, pass_expires_at = ? WHERE id = ?',
    now,
    sha256(pass),
    now + CAPTCHA_PASS_TTL_MS,
    captchaId,
  );
  return { captchaVerifyParam: pass };
}

/** Spends a captcha pass; code 1 when it is unknown, used or expired. */
export function consumeCaptchaPass(ctx: AppContext, captchaVerifyParam: string): void {
  const now = Date.now();
  const result = run(
    ctx.db,
    'UPDATE captcha_challenges SET pass_used_at = ? WHERE pass_hash = ? AND pass_used_at IS NULL AND pass_expires_at > ?',
    now,
    sha256(captchaVerifyParam),
    now,
  );
  if (result.changes !== 1) throw fail('captchaVerifyParam: 请先完成滑块验证');
}
