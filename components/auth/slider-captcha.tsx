'use client';

import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { useT } from '@/components/providers/i18n-context';
import { checkCaptcha, getCaptcha } from '@/lib/api/auth';
import { clientTransport } from '@/lib/api/client';
import { CAPTCHA_TRACK_MAX_POINTS, type Captcha, type CaptchaTrackPoint } from '@/lib/contract/auth';
import styles from './slider-captcha.module.css';

type State = 'idle' | 'dragging' | 'checking' | 'passed' | 'failed';

/**
 * B52/C12: the slider captcha. The piece is dragged along the track; on release the position and the drag
 * itself (every pointer move as `[x, y, ms]`) are checked by the server, which answers a single-use
 * `captchaVerifyParam`. The parent re-initialises it by changing its `key`; a failed check (each puzzle
 * allows one) asks the parent for a new one through `onExpired`.
 */
export function SliderCaptcha({ onPass, onExpired }: { onPass: (param: string) => void; onExpired: () => void }) {
  const t = useT();
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [x, setX] = useState(0);
  const [state, setState] = useState<State>('idle');
  const start = useRef<{ pointer: number; pointerY: number; x: number; at: number } | null>(null);
  const track = useRef<CaptchaTrackPoint[]>([]);

  useEffect(() => {
    let live = true;
    getCaptcha(clientTransport)
      .then((c) => live && setCaptcha(c))
      .catch(() => live && setState('failed'));
    return () => {
      live = false;
    };
  }, []);

  if (!captcha) return <div className={styles.loading}>{state === 'failed' ? t('login.captchaFailed') : t('common.loading')}</div>;
  const piece = captcha.pieceSize ?? 44;
  const max = captcha.width - piece;

  const down = (e: PointerEvent<HTMLButtonElement>) => {
    if (state === 'passed' || state === 'checking') return;
    e.currentTarget.setPointerCapture(e.pointerId);
    start.current = { pointer: e.clientX, pointerY: e.clientY, x, at: performance.now() };
    track.current = [[Math.round(x), 0, 0]];
    setState('dragging');
  };
  const move = (e: PointerEvent<HTMLButtonElement>) => {
    const from = start.current;
    if (!from) return;
    const next = Math.min(max, Math.max(0, from.x + e.clientX - from.pointer));
    setX(next);
    if (track.current.length < CAPTCHA_TRACK_MAX_POINTS - 1) {
      track.current.push([Math.round(next), Math.round(e.clientY - from.pointerY), Math.round(performance.now() - from.at)]);
    }
  };
  const up = async () => {
    const from = start.current;
    if (!from) return;
    start.current = null;
    setState('checking');
    const dropped = Math.round(x);
    const samples = [...track.current, [dropped, track.current.at(-1)?.[1] ?? 0, Math.round(performance.now() - from.at)] as CaptchaTrackPoint];
    try {
      const pass = await checkCaptcha(clientTransport, { captchaId: captcha.captchaId, x: dropped, track: samples });
      setState('passed');
      onPass(pass.captchaVerifyParam);
    } catch {
      setState('failed');
      window.setTimeout(onExpired, 600);
    }
  };

  return (
    <div className={styles.captcha} style={{ width: captcha.width }} data-testid="slider-captcha" data-state={state}>
      <div className={styles.stage} style={{ height: captcha.height }}>
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img src={captcha.background} alt="" width={captcha.width} height={captcha.height} draggable={false} />
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img className={styles.piece} src={captcha.piece} alt="" width={piece} height={piece} style={{ top: captcha.y, left: x }} draggable={false} />
      </div>
      <div className={`${styles.track} ${styles[state] ?? ''}`}>
        <span className={styles.hint}>{state === 'passed' ? t('login.captchaPassed') : state === 'failed' ? t('login.captchaFailed') : t('login.captchaHint')}</span>
        <button
          type="button"
          className={styles.handle}
          style={{ left: x }}
          aria-label={t('login.captchaHint')}
          data-testid="captcha-handle"
          onPointerDown={down}
          onPointerMove={move}
          onPointerUp={() => void up()}
        >
          →
        </button>
      </div>
    </div>
  );
}
