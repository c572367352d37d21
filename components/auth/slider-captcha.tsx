'use client';

import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { useT } from '@/components/providers/i18n-context';
import { checkCaptcha, getCaptcha } from '@/lib/api/auth';
import { clientTransport } from '@/lib/api/client';
import type { Captcha } from '@/lib/contract/auth';
import styles from './slider-captcha.module.css';

type State = 'idle' | 'dragging' | 'checking' | 'passed' | 'failed';

/**
 * B52/C12: the slider captcha. The piece is dragged along the track; on release the position is checked
 * by the server, which answers a single-use `captchaVerifyParam`. The parent re-initialises it by
 * changing its `key`; a failed check asks the parent for a new one through `onExpired`.
 */
export function SliderCaptcha({ onPass, onExpired }: { onPass: (param: string) => void; onExpired: () => void }) {
  const t = useT();
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [x, setX] = useState(0);
  const [state, setState] = useState<State>('idle');
  const start = useRef<{ pointer: number; x: number } | null>(null);

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
    start.current = { pointer: e.clientX, x };
    setState('dragging');
  };
  const move = (e: PointerEvent<HTMLButtonElement>) => {
    if (!start.current) return;
    setX(Math.min(max, Math.max(0, start.current.x + e.clientX - start.current.pointer)));
  };
  const up = async () => {
    if (!start.current) return;
    start.current = null;
    setState('checking');
    try {
      const pass = await checkCaptcha(clientTransport, { captchaId: captcha.captchaId, x: Math.round(x) });
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
