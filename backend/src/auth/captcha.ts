/**
 * Slider captcha: a challenge hides a target x (drawn into PNG pixels only, captcha-image.ts); a drop within
 * ±6 px after a plausible drag or key track (any drop when CAPTCHA_DISABLED) yields a single-use `captchaVerifyParam`
 * valid for 5 minutes. Each challenge allows one attempt within 2 minutes: a failed drop spends it.
 *
 * A real provider replaces this file's two calls: the web's slider is swapped for the provider's widget,
 * and `consumeCaptchaPass` verifies the provider's `captchaVerifyParam` server-side instead (Aliyun captcha
 * 2.0: `VerifyIntelligentCaptcha` with that parameter and the scene id; docs/architecture.md "Captcha").
 */
import crypto from 'node:crypto';
import { CAPTCHA_KEY_STEPS, type Captcha, type CaptchaInput, type CaptchaPass, type CaptchaTrackPoint } from '@/lib/contract/auth';
import type { AppContext } from '../context';
import { get, run } from '../db/sql';
import { fail } from '../http/envelope';
import { CAPTCHA_HEIGHT, CAPTCHA_PIECE, CAPTCHA_WIDTH, drawCaptcha } from './captcha-image';
import { randomToken, sha256 } from './secrets';

export const CAPTCHA_TOLERANCE_PX = 6;
export const CAPTCHA_CHALLENGE_TTL_MS = 2 * 60 * 1000;
export const CAPTCHA_PASS_TTL_MS = 5 * 60 * 1000;

/** What a person's drag looks like, at the least (slider-captcha.tsx samples every pointer move). */
export const TRACK_RULES = {
  minPoints: 5,
  /** From press to release. */
  minDurationMs: 250,
  /** The drag starts at the left end of the track… */
  maxStartX: 12,
  /** …and ends where the piece was dropped. */
  endTolerancePx: 3,
  /** Faster than this between two samples is a jump, not a hand (px per ms). */
  maxSpeed: 12,
  /** With this many moving steps, speeds this even (coefficient of variation) are a script. */
  evenSteps: 8,
  minSpeedVariation: 0.15,
} as const;

/** Why a drag track is not plausible for a person, or null when it is. */
export function implausibleTrack(track: readonly CaptchaTrackPoint[] | undefined, x: number): string | null {
  if (!track || track.length < TRACK_RULES.minPoints) return 'too few samples';
  const [first] = track;
  const last = track[track.length - 1]!;
  if (!first || first[0] > TRACK_RULES.maxStartX || first[2] < 0) return 'does not start at the left';
  if (Math.abs(last[0] - x) > TRACK_RULES.endTolerancePx) return 'does not end at the drop';
  if (last[2] - first[2] < TRACK_RULES.minDurationMs) return 'too fast';
  const speeds: number[] = [];
  for (let i = 1; i < track.length; i += 1) {
    const [x0, , t0] = track[i - 1]!;
    const [x1, , t1] = track[i]!;
    const dt = t1 - t0;
    if (dt < 0) return 'time goes back';
    const dx = Math.abs(x1 - x0);
    if (dx === 0) continue;
    if (dt === 0 ? dx > TRACK_RULES.maxSpeed : dx / dt > TRACK_RULES.maxSpeed) return 'jumps';
    if (dt > 0) speeds.push(dx / dt);
  }
  if (speeds.length >= TRACK_RULES.evenSteps) {
    const mean = speeds.reduce((a, b) => a + b, 0) / speeds.length;
    const deviation = Math.sqrt(speeds.reduce((a, b) => a + (b - mean) ** 2, 0) / speeds.length);
    if (mean > 0 && deviation / mean < TRACK_RULES.minSpeedVariation) return 'perfectly even';
  }
  return null;
}

/**
 * What a keyboard user's track looks like (issue 18 item 10): the slider moves by key steps only, so a
 * track cannot teleport the piece to the gap; keys come no faster than a keyboard repeats; the Enter that
 * confirms follows a look at the puzzle. Key repeat is perfectly even by nature, so the hand's evenness rule
 * does not apply; the answer itself stays hidden in the picture's pixels, which is what a script must solve.
 */
export const KEY_TRACK_RULES = {
  /** The start, at least two key presses, the confirming Enter. */
  minPoints: 4,
  /** A held key repeats every 30–35 ms by default, 15 ms at the fastest setting; faster is a script. */
  minKeyIntervalMs: 12,
  /** From the last key to the confirming Enter. */
  minConfirmMs: 120,
  minDurationMs: 400,
} as const;

/** The right end of the slider: where `End` puts the piece. */
export const CAPTCHA_MAX_X = CAPTCHA_WIDTH - CAPTCHA_PIECE;

/** Why a keyboard track is not plausible for a person at the keys, or null when it is. */
export function implausibleKeyTrack(track: readonly CaptchaTrackPoint[] | undefined, x: number): string | null {
  if (!track || track.length < KEY_TRACK_RULES.minPoints) return 'too few keys';
  const first = track[0]!;
  const last = track[track.length - 1]!;
  const beforeConfirm = track[track.length - 2]!;
  if (first[0] > TRACK_RULES.maxStartX || first[2] !== 0) return 'does not start at the left';
  if (track.some(([, y]) => y !== 0)) return 'a key has no vertical move';
  if (last[0] !== x || beforeConfirm[0] !== x) return 'does not end at the drop';
  if (last[2] - beforeConfirm[2] < KEY_TRACK_RULES.minConfirmMs) return 'confirmed unseen';
  if (last[2] - first[2] < KEY_TRACK_RULES.minDurationMs) return 'too fast';
  // the start sample and the first key share time 0 (the first key starts the clock)
  for (let i = 1; i < track.length - 1; i += 1) {
    const [x0, , t0] = track[i - 1]!;
    const [x1, , t1] = track[i]!;
    if (i > 1 && t1 - t0 < KEY_TRACK_RULES.minKeyIntervalMs) return 'keys faster than a keyboard';
    const step = Math.abs(x1 - x0);
    const atEnd = x1 === 0 || x1 === CAPTCHA_MAX_X;
    if (!(CAPTCHA_KEY_STEPS as readonly number[]).includes(step) && !(atEnd && step > 0)) return 'not a key step';
  }
  return null;
}

interface ChallengeRow {
  id: string;
  target_x: number;
  expires_at: number;
  solved_at: number | null;
  failed_at: number | null;
}

export async function createCaptcha(ctx: AppContext): Promise<Captcha> {
  const id = randomToken(18);
  const targetX = crypto.randomInt(CAPTCHA_PIECE + 20, CAPTCHA_WIDTH - CAPTCHA_PIECE - 5);
  const y = crypto.randomInt(10, CAPTCHA_HEIGHT - CAPTCHA_PIECE - 10);
  const now = Date.now();
  await run(ctx.db, 'DELETE FROM captcha_challenges WHERE expires_at < ? AND (pass_expires_at IS NULL OR pass_expires_at < ?)', now, now);
  await run(ctx.db, 'INSERT INTO captcha_challenges (id, target_x, y, created_at, expires_at) VALUES (?, ?, ?, ?, ?)', id, targetX, y, now, now + CAPTCHA_CHALLENGE_TTL_MS);
  const { background, piece } = drawCaptcha(targetX, y);
  return { captchaId: id, background, piece, y, width: CAPTCHA_WIDTH, height: CAPTCHA_HEIGHT, pieceSize: CAPTCHA_PIECE };
}

export async function checkCaptcha(
  ctx: AppContext,
  captchaId: string,
  x: number,
  track?: readonly CaptchaTrackPoint[],
  input: CaptchaInput = 'pointer',
): Promise<CaptchaPass> {
  const now = Date.now();
  const row = await get<ChallengeRow>(ctx.db, 'SELECT id, target_x, expires_at, solved_at, failed_at FROM captcha_challenges WHERE id = ?', captchaId);
  if (!row || row.solved_at || row.failed_at || row.expires_at < now) throw fail('验证码已失效，请刷新后重试');
  const inRange = x >= 0 && x <= CAPTCHA_WIDTH;
  const matches = ctx.env.captchaDisabled
    ? inRange
    : Math.abs(x - row.target_x) <= CAPTCHA_TOLERANCE_PX && (input === 'keyboard' ? implausibleKeyTrack(track, x) : implausibleTrack(track, x)) === null;
  if (!matches) {
    await run(ctx.db, 'UPDATE captcha_challenges SET failed_at = ? WHERE id = ?', now, captchaId);
    throw fail('验证失败，请重试');
  }
  const pass = randomToken(24);
  await run(
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
export async function consumeCaptchaPass(ctx: AppContext, captchaVerifyParam: string): Promise<void> {
  const now = Date.now();
  const result = await run(
    ctx.db,
    'UPDATE captcha_challenges SET pass_used_at = ? WHERE pass_hash = ? AND pass_used_at IS NULL AND pass_expires_at > ?',
    now,
    sha256(captchaVerifyParam),
    now,
  );
  if (result.changes !== 1) throw fail('captchaVerifyParam: 请先完成滑块验证');
}
