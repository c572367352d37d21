'use client';

import { useRef, useState } from 'react';
import { useT } from '@/components/providers/i18n-context';
import styles from './video-player.module.css';

type FullscreenVideo = HTMLVideoElement & { webkitEnterFullscreen?: () => void };

/**
 * The post's video in the detail gallery (issue 5 §2, W17): a poster frame with a play button; playing
 * goes fullscreen (the standard Fullscreen API, or iOS Safari's video-only fullscreen), and leaving
 * fullscreen keeps the inline player with its controls.
 */
export function VideoPlayer({ src, title }: { src: string; title: string }) {
  const t = useT();
  const video = useRef<FullscreenVideo>(null);
  const [started, setStarted] = useState(false);

  const play = async () => {
    const el = video.current;
    if (!el) return;
    setStarted(true);
    try {
      if (el.requestFullscreen) await el.requestFullscreen();
      else el.webkitEnterFullscreen?.();
    } catch {
      // fullscreen refused (no user activation, iframe policy): play inline
    }
    await el.play().catch(() => undefined);
  };

  return (
    <figure className={styles.player} data-testid="post-video">
      <video
        ref={video}
        src={src}
        controls={started}
        playsInline
        preload="metadata"
        aria-label={`${t('editor.video')} ${title}`}
        data-testid="post-video-element"
      />
      {!started && (
        <button type="button" className={styles.play} onClick={() => void play()} aria-label={t('gallery.playVideo')} data-testid="post-video-play">
          <svg viewBox="0 0 48 48" aria-hidden>
            <circle cx="24" cy="24" r="23" fill="rgb(0 0 0 / 55%)" />
            <path d="M19 15l15 9-15 9z" fill="#fff" />
          </svg>
        </button>
      )}
    </figure>
  );
}
