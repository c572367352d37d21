'use client';

import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useT } from '@/components/providers/i18n-context';
import { checkCaptcha, getCaptcha } from '@/lib/api/auth';
import { clientTransport } from '@/lib/api/client';
import { CAPTCHA_KEY_STEPS, CAPTCHA_TRACK_MAX_POINTS, type Captcha, type CaptchaInput, type CaptchaTrackPoint } from '@/lib/contract/auth';
import styles from './slider-captcha.module.css';
import { useLoginOpen } from '@/components/auth/login-open';

type State = 'idle' | 'dragging' | 'checking' | 'passed' | 'failed';

const [KEY_STEP, KEY_PAGE] = CAPTCHA_KEY_STEPS;

/**
 * A puzzle that failed after keyboard use is replaced by a new instance (the parent changes its `key`): the
 * new handle takes the focus back so the person at the keys can go on.
 */
let refocusNext = false;

/**
 * B52/C12: the slider captcha. The piece is dragged along the track; on release the position and the drag
 * itself (every pointer move as `[x, y, ms]`) are checked by the server, which answers a single-use
 * `captchaVerifyParam`. Issue 18 item 10: the handle is an ARIA slider, so it is also moved with the keys
 * (arrows 1 px, Page Up/Down or Shift + arrow 10 px, Home/End) and Enter submits; the track is then one
 * sample per key and is checked by the keyboard's rules (backend/src/auth/captcha.ts). The state is
 * announced through a status region. The parent re-initialises it by changing its `key`; a failed check
 * (each puzzle allows one) asks the parent for a new one through `onExpired`.
 */
export function SliderCaptcha({ onPass, onExpired }: { onPass: (param: string) => void; onExpired: () => void }) {
  const t = useT();
  const ids = useId();
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [x, setX] = useState(0);
  const [state, setState] = useState<State>('idle');
  const start = useRef<{ pointer: number; pointerY: number; x: number; at: number } | null>(null);
  /** Time origin of a keyboard track (the first key's event time). */
  const keysFrom = useRef<number | null>(null);
  const track = useRef<CaptchaTrackPoint[]>([]);
  const handle = useRef<HTMLDivElement>(null);

  // a puzzle is asked for when the dialog around it opens (it expires; a dialog rendered ahead may open much later)
  const open = useLoginOpen();
  useEffect(() => {
    if (!open) return;
    let live = true;
    getCaptcha(clientTransport)
      .then((c) => live && setCaptcha(c))
      .catch(() => live && setState('failed'));
    return () => {
      live = false;
    };
  }, [open]);

  useEffect(() => {
    if (captcha && refocusNext) {
      refocusNext = false;
      handle.current?.focus();
    }
  }, [captcha]);

  if (!captcha) {
    return (
      <div className={styles.loading} role="status">
        {state === 'failed' ? t('login.captchaFailed') : t('common.loading')}
      </div>
    );
  }
  const piece = captcha.pieceSize ?? 44;
  const max = captcha.width - piece;
  const locked = state === 'passed' || state === 'checking';

  const submit = async (dropped: number, samples: CaptchaTrackPoint[], input: CaptchaInput) => {
    setState('checking');
    try {
      const pass = await checkCaptcha(clientTransport, { captchaId: captcha.captchaId, x: dropped, track: samples, input });
      setState('passed');
      onPass(pass.captchaVerifyParam);
    } catch {
      setState('failed');
      if (input === 'keyboard') refocusNext = true;
      window.setTimeout(onExpired, 600);
    }
  };

  const down = (e: PointerEvent<HTMLDivElement>) => {
    if (locked) return;
    e.currentTarget.setPointerCapture(e.pointerId);
    keysFrom.current = null;
    start.current = { pointer: e.clientX, pointerY: e.clientY, x, at: performance.now() };
    track.current = [[Math.round(x), 0, 0]];
    setState('dragging');
  };
  const move = (e: PointerEvent<HTMLDivElement>) => {
    const from = start.current;
    if (!from) return;
    const next = Math.min(max, Math.max(0, from.x + e.clientX - from.pointer));
    setX(next);
    if (track.current.length < CAPTCHA_TRACK_MAX_POINTS - 1) {
      track.current.push([Math.round(next), Math.round(e.clientY - from.pointerY), Math.round(performance.now() - from.at)]);
    }
  };
  const up = () => {
    const from = start.current;
    if (!from) return;
    start.current = null;
    const dropped = Math.round(x);
    const samples = [...track.current, [dropped, track.current.at(-1)?.[1] ?? 0, Math.round(performance.now() - from.at)] as CaptchaTrackPoint];
    void submit(dropped, samples, 'pointer');
  };

  const key = (e: KeyboardEvent<HTMLDivElement>) => {
    if (locked || start.current) return;
    const step = e.shiftKey ? KEY_PAGE : KEY_STEP;
    const at = Math.round(x);
    const targets: Record<string, number> = {
      ArrowRight: at + step,
      ArrowUp: at + step,
      ArrowLeft: at - step,
      ArrowDown: at - step,
      PageUp: at + KEY_PAGE,
      PageDown: at - KEY_PAGE,
      Home: 0,
      End: max,
    };
    if (e.key === 'Enter') {
      e.preventDefault();
      const from = keysFrom.current;
      if (from === null || track.current.length < 2) return;
      keysFrom.current = null;
      void submit(at, [...track.current, [at, 0, Math.round(e.timeStamp - from)]], 'keyboard');
      return;
    }
    const target = targets[e.key];
    if (target === undefined) return;
    e.preventDefault();
    const next = Math.min(max, Math.max(0, target));
    if (next === at) return;
    if (keysFrom.current === null) {
      keysFrom.current = e.timeStamp;
      track.current = [[at, 0, 0]];
    }
    if (track.current.length < CAPTCHA_TRACK_MAX_POINTS - 1) track.current.push([next, 0, Math.round(e.timeStamp - keysFrom.current)]);
    setX(next);
    setState('dragging');
  };

  const status = state === 'passed' ? t('login.captchaPassed') : state === 'failed' ? t('login.captchaFailed') : t('login.captchaHint');
  return (
    <div className={styles.captcha} style={{ width: captcha.width }} data-testid="slider-captcha" data-state={state}>
      <div className={styles.stage} style={{ height: captcha.height }}>
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img src={captcha.background} alt="" width={captcha.width} height={captcha.height} draggable={false} />
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img className={styles.piece} src={captcha.piece} alt="" width={piece} height={piece} style={{ top: captcha.y, left: x }} draggable={false} />
      </div>
      <div className={`${styles.track} ${styles[state] ?? ''}`}>
        <span className={styles.hint} id={`${ids}-hint`} role="status">
          {status}
        </span>
        <span className="visually-hidden" id={`${ids}-keys`}>
          {t('login.captchaKeys')}
        </span>
        <div
          ref={handle}
          role="slider"
          tabIndex={0}
          className={styles.handle}
          style={{ left: x }}
          aria-label={t('login.captchaHint')}
          aria-describedby={`${ids}-keys`}
          aria-valuemin={0}
          aria-valuemax={max}
          aria-valuenow={Math.round(x)}
          aria-valuetext={t('login.captchaValue', { x: Math.round(x), max })}
          aria-disabled={locked || undefined}
          data-testid="captcha-handle"
          onPointerDown={down}
          onPointerMove={move}
          onPointerUp={up}
          onKeyDown={key}
        >
          <span aria-hidden="true">→</span>
        </div>
      </div>
    </div>
  );
}
