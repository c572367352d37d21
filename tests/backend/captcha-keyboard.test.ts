/**
 * Issue 18 item 10: keyboard users solve the slider captcha. A track made with the slider's keys (arrows 1 px,
 * Page Up/Down or Shift + arrow 10 px, Home/End to the ends, Enter to confirm) is accepted at the right
 * position; the keyboard rules still refuse what no keyboard makes (teleports, keys faster than key repeat,
 * a confirmation without a look, vertical moves), and the hand's rules keep applying to pointer tracks.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CaptchaTrackPoint } from '@/lib/contract/auth';
import { CAPTCHA_MAX_X, implausibleKeyTrack } from '../../backend/src/auth/captcha';
import { call, createTestApi, humanTrack, withDb, type TestApi } from './helpers';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  await api.close();
});

/**
 * A person at the keys: Page Up taps (150–230 ms apart) to just short of `x`, a held right arrow (key repeat,
 * 33 ms) for the rest, then Enter after a look at the puzzle.
 */
function keyTrack(x: number): CaptchaTrackPoint[] {
  // the first key starts the clock: it shares time 0 with the start (slider-captcha.tsx)
  const points: CaptchaTrackPoint[] = [[0, 0, 0], [10, 0, 0]];
  let at = 10;
  let t = 0;
  for (let i = 0; at + 10 <= x - 3; i += 1) {
    at += 10;
    t += 150 + ((i * 37) % 80);
    points.push([at, 0, t]);
  }
  t += 500;
  while (at < x) {
    at += 1;
    points.push([at, 0, t]);
    t += 33;
  }
  points.push([x, 0, t + 400]);
  return points;
}

/** End, then the left arrow back to `x`, then Enter. */
function fromTheEnd(x: number): CaptchaTrackPoint[] {
  const points: CaptchaTrackPoint[] = [[0, 0, 0], [CAPTCHA_MAX_X, 0, 0]];
  let t = 500;
  for (let at = CAPTCHA_MAX_X - 1; at >= x; at -= 1) {
    points.push([at, 0, t]);
    t += 33;
  }
  points.push([x, 0, t + 300]);
  return points;
}

async function newCaptcha(): Promise<{ captchaId: string; targetX: number }> {
  const captcha = (await call<{ captchaId: string }>(api, 'GET', '/admin/captcha-image')).body.data;
  const targetX = await withDb(api, async (db) => (await db.prepare('SELECT target_x FROM captcha_challenges WHERE id = ?').get(captcha.captchaId) as { target_x: number }).target_x);
  return { captchaId: captcha.captchaId, targetX };
}

function check(captchaId: string, x: number, track: unknown, input?: 'keyboard' | 'pointer') {
  return call(api, 'POST', '/admin/captcha-image/check', { json: { captchaId, x, track, ...(input ? { input } : {}) } });
}

describe('C12 the slider captcha with the keyboard (issue 18 item 10)', () => {
  it('a key track that stops at the gap passes, from the left or back from the end', async () => {
    for (const build of [keyTrack, fromTheEnd]) {
      const { captchaId, targetX } = await newCaptcha();
      const x = targetX + 2;
      const res = await check(captchaId, x, build(x), 'keyboard');
      expect(res.body.code, build.name).toBe(0);
      expect(res.body.data.captchaVerifyParam).toEqual(expect.any(String));
    }
  });

  it('a key track at the wrong place fails and spends the puzzle', async () => {
    const { captchaId, targetX } = await newCaptcha();
    expect((await check(captchaId, targetX + 30, keyTrack(targetX + 30), 'keyboard')).body.code).toBe(1);
    expect((await check(captchaId, targetX, keyTrack(targetX), 'keyboard')).body.code).toBe(1);
  });

  it('what no keyboard makes is refused at the right place too', async () => {
    const tracks: [string, (x: number) => unknown][] = [
      ['no track', () => undefined],
      ['a teleport to the gap', (x) => [[0, 0, 0], [x, 0, 300], [x, 0, 350], [x, 0, 800]]],
      ['steps of 7 px', (x) => keyTrack(x).map(([px, py, t], i, all) => (i === 0 || i === all.length - 1 ? [px, py, t] : [Math.min(x, i * 7), py, t]))],
      ['keys 5 ms apart', (x) => keyTrack(x).map(([px, py, t], i, all) => [px, py, i === all.length - 1 ? t : i * 5])],
      ['Enter at once', (x) => keyTrack(x).map(([px, py, t], i, all) => [px, py, i === all.length - 1 ? (all[i - 1]?.[2] ?? 0) + 20 : t])],
      ['a vertical move', (x) => keyTrack(x).map(([px, , t], i) => [px, i % 3, t])],
      ['a start in the middle', (x) => keyTrack(x).map(([px, py, t]) => [px + 20, py, t])],
      ['a pointer drag labelled keyboard', (x) => humanTrack(x)],
    ];
    for (const [name, track] of tracks) {
      const { captchaId, targetX } = await newCaptcha();
      expect((await check(captchaId, targetX, track(targetX), 'keyboard')).body.code, name).toBe(1);
    }
  });

  it('a pointer drag still passes and a key track does not pass as a drag with no track of a hand', async () => {
    const { captchaId, targetX } = await newCaptcha();
    expect((await check(captchaId, targetX, humanTrack(targetX))).body.code).toBe(0);
    const other = await newCaptcha();
    const teleport = [[0, 0, 0], [other.targetX, 0, 300], [other.targetX, 0, 350], [other.targetX, 0, 800]];
    expect((await check(other.captchaId, other.targetX, teleport, 'pointer')).body.code).toBe(1);
  });

  it('an input other than pointer or keyboard is code 1', async () => {
    const { captchaId, targetX } = await newCaptcha();
    const res = await call(api, 'POST', '/admin/captcha-image/check', { json: { captchaId, x: targetX, track: keyTrack(targetX), input: 'voice' } });
    expect(res.body.code).toBe(1);
  });

  it('names why a key track is refused', () => {
    expect(implausibleKeyTrack(keyTrack(120), 120)).toBeNull();
    expect(implausibleKeyTrack(keyTrack(120), 121)).toBe('does not end at the drop');
    expect(implausibleKeyTrack([[0, 0, 0], [10, 0, 100], [20, 0, 200]], 20)).toBe('too few keys');
    // the track tests/component/slider-captcha-keyboard.test.tsx sees the slider send
    const sent: CaptchaTrackPoint[] = [[0, 0, 0], [10, 0, 0], [20, 0, 200], [21, 0, 400], [20, 0, 600], [21, 0, 650], [250, 0, 800], [0, 0, 1000], [10, 0, 1100], [10, 0, 1600]];
    expect(implausibleKeyTrack(sent, 10)).toBeNull();
  });
});
