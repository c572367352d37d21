'use client';

/* eslint-disable @next/next/no-img-element -- uploaded images are served as they are, like news-card and avatar */
import { useCallback, useEffect, useRef, useState, type KeyboardEvent as ReactKeyboardEvent, type PointerEvent as ReactPointerEvent } from 'react';
import { createPortal } from 'react-dom';
import { useT } from '@/components/providers/i18n-context';
import styles from './image-gallery.module.css';

export interface GalleryImage {
  src: string;
  alt: string;
}

/** O28: the index after a step; previous on the first and next on the last stay where they are (DEFAULT: disabled). */
export function galleryStep(index: number, delta: -1 | 1, total: number): number {
  return Math.min(Math.max(index + delta, 0), Math.max(total - 1, 0));
}

/** How far (px) a horizontal swipe must travel to turn the page. */
const SWIPE_PX = 48;

/**
 * O28, issue 18 item 8: the full-screen image viewer. A page indicator (`2/5`), previous and next buttons
 * (disabled on the first and last image), arrow keys, swipes and Escape. Opening it adds a history entry, so the
 * phone's back gesture closes it instead of leaving the page; closing it otherwise takes that entry back.
 */
export function ImageGallery({ images, start, onClose }: { images: readonly GalleryImage[]; start: number; onClose: () => void }) {
  const t = useT();
  const total = images.length;
  const [index, setIndex] = useState(() => Math.min(Math.max(start, 0), Math.max(total - 1, 0)));
  const box = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const pushed = useRef(false);
  const swipe = useRef<{ x: number; y: number } | null>(null);
  const latestClose = useRef(onClose);
  useEffect(() => {
    latestClose.current = onClose;
  }, [onClose]);

  // The history entry that the back gesture takes away (closing the gallery, not the page).
  useEffect(() => {
    window.history.pushState({ ...(window.history.state as object | null), gallery: true }, '');
    pushed.current = true;
    const onPop = () => {
      pushed.current = false;
      latestClose.current();
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  const close = useCallback(() => {
    // back() fires popstate, whose handler closes; without our entry on top, close at once
    if (pushed.current && (window.history.state as { gallery?: boolean } | null)?.gallery) window.history.back();
    else latestClose.current();
  }, []);

  // Focus moves into the viewer and back to what opened it; the page behind does not scroll.
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    closeButton.current?.focus();
    return () => {
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, []);

  const go = (delta: -1 | 1) => setIndex((i) => galleryStep(i, delta, total));

  const onKeyDown = (e: ReactKeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      close();
    } else if (e.key === 'ArrowLeft') {
      e.preventDefault();
      go(-1);
    } else if (e.key === 'ArrowRight') {
      e.preventDefault();
      go(1);
    } else if (e.key === 'Tab') {
      // keep focus inside the viewer
      const focusable = Array.from(box.current?.querySelectorAll<HTMLElement>('button:not([disabled])') ?? []);
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) return;
      if (e.shiftKey && document.activeElement === first) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && document.activeElement === last) {
        e.preventDefault();
        first.focus();
      }
    }
  };

  const onPointerDown = (e: ReactPointerEvent<HTMLDivElement>) => {
    swipe.current = { x: e.clientX, y: e.clientY };
  };
  const onPointerUp = (e: ReactPointerEvent<HTMLDivElement>) => {
    const from = swipe.current;
    swipe.current = null;
    if (!from) return;
    const dx = e.clientX - from.x;
    if (Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > Math.abs(e.clientY - from.y)) go(dx < 0 ? 1 : -1);
  };

  // the neighbours load ahead, so turning the page shows the next image at once
  useEffect(() => {
    for (const n of [images[index - 1], images[index + 1]]) if (n) new Image().src = n.src;
  }, [images, index]);

  const image = images[index];
  if (!image) return null;
  return createPortal(
    <div
      ref={box}
      className={styles.viewer}
      role="dialog"
      aria-modal="true"
      aria-label={t('gallery.title')}
      onKeyDown={onKeyDown}
      data-testid="gallery"
    >
      <div className={styles.bar}>
        <p className={styles.indicator} aria-live="polite">
          <span aria-hidden="true" data-testid="gallery-indicator">
            {index + 1}/{total}
          </span>
          <span className={styles.srOnly}>{t('gallery.position', { n: index + 1, total })}</span>
        </p>
        <button ref={closeButton} type="button" className={styles.close} onClick={close} aria-label={t('gallery.close')} data-testid="gallery-close">
          ×
        </button>
      </div>
      <div className={styles.stage} onPointerDown={onPointerDown} onPointerUp={onPointerUp} onPointerCancel={() => (swipe.current = null)}>
        <img key={image.src} className={styles.image} src={image.src} alt={image.alt} draggable={false} data-testid="gallery-image" />
      </div>
      <button type="button" className={`${styles.nav} ${styles.prev}`} onClick={() => go(-1)} disabled={index === 0} aria-label={t('gallery.prev')} data-testid="gallery-prev">
        ‹
      </button>
      <button type="button" className={`${styles.nav} ${styles.next}`} onClick={() => go(1)} disabled={index >= total - 1} aria-label={t('gallery.next')} data-testid="gallery-next">
        ›
      </button>
    </div>,
    document.body,
  );
}

/**
 * Thumbnails that open the gallery (issue 18 item 8): each image is a button, so the page's images stay in the
 * server HTML (crawlers, no-JS readers) and the viewer loads with the island.
 */
export function GalleryThumbs({ images, className, width, height }: { images: readonly GalleryImage[]; className?: string; width: number; height: number }) {
  const t = useT();
  const [open, setOpen] = useState<number | null>(null);
  const close = useCallback(() => setOpen(null), []);
  return (
    <>
      <div className={className} data-testid="gallery-thumbs">
        {images.map((image, i) => (
          <button
            key={`${image.src}-${i}`}
            type="button"
            className={styles.thumb}
            onClick={() => setOpen(i)}
            aria-label={t('gallery.open', { n: i + 1, total: images.length })}
            data-testid="gallery-thumb"
          >
            <img src={image.src} alt={image.alt} loading="lazy" width={width} height={height} />
          </button>
        ))}
      </div>
      {open !== null && <ImageGallery images={images} start={open} onClose={close} />}
    </>
  );
}
