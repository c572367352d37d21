'use client';

import { useCallback, useEffect, useRef, useState, type CSSProperties, type PointerEvent } from 'react';
import { useLocale, useT } from '@/components/providers/i18n-context';
import { AppLink as Link } from '@/components/ui/app-link';
import { usePrefersReducedMotion } from '@/components/ui/use-reduced-motion';
import type { Banner } from '@/lib/contract/banner';
import { responsiveImage } from '@/lib/images/responsive';
import styles from './banner-carousel.module.css';

/** The carousel spans the main column: the phone's width, at most the desktop column's. */
const BANNER_SIZES = '(max-width: 768px) 100vw, 860px';

/** A slide stays this long before the next one (paused while hovered or focused, or when motion is reduced). */
export const BANNER_INTERVAL_MS = 5000;
/** A horizontal swipe at least this long changes the slide. */
const SWIPE_PX = 40;

function textOf(banner: Banner, locale: string) {
  return locale === 'en' ? { title: banner.enTitle || banner.title, subtitle: banner.enSubtitle ?? banner.subtitle } : { title: banner.title, subtitle: banner.subtitle };
}

function Slide({ banner, index, total, shown, locale }: { banner: Banner; index: number; total: number; shown: boolean; locale: string }) {
  const { title, subtitle } = textOf(banner, locale);
  const body = (
    <>
      {/* eslint-disable-next-line @next/next/no-img-element -- an API image of known size; the box is reserved by the frame */}
      <img
        {...responsiveImage(banner.image, BANNER_SIZES)}
        alt=""
        width={banner.width}
        height={banner.height}
        loading={index === 0 ? 'eager' : 'lazy'}
        fetchPriority={index === 0 ? 'high' : 'low'}
        decoding="async"
        className={styles.image}
      />
      <span className={styles.caption}>
        <span className={styles.title}>{title}</span>
        {subtitle && <span className={styles.subtitle}>{subtitle}</span>}
      </span>
    </>
  );
  return (
    <div
      className={`${styles.slide} ${shown ? styles.shown : ''}`}
      role="group"
      aria-roledescription="slide"
      aria-label={`${index + 1} / ${total}`}
      aria-hidden={!shown}
      inert={!shown}
      data-testid="banner-slide"
    >
      {banner.url ? (
        <Link href={banner.url} className={styles.link}>
          {body}
        </Link>
      ) : (
        <div className={styles.link}>{body}</div>
      )}
    </div>
  );
}

/**
 * O29 (issue 19 item 3): the banners of a home page as a carousel. The frame takes the banners' aspect ratio
 * before any image arrives, and slides are stacked in it and cross-faded, so nothing moves (no layout shift).
 * The server HTML shows the first slide; after hydration it advances every 5 s (not while hovered or focused,
 * nor when the visitor prefers reduced motion), with previous/next buttons, dots and swipes.
 */
export function BannerCarousel({ banners }: { banners: Banner[] }) {
  const t = useT();
  const locale = useLocale();
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);
  const still = usePrefersReducedMotion();
  const swipeFrom = useRef<number | null>(null);
  const count = banners.length;
  const go = useCallback((index: number) => setCurrent(((index % count) + count) % count), [count]);

  useEffect(() => {
    if (count < 2 || paused || still) return;
    const timer = window.setInterval(() => setCurrent((c) => (c + 1) % count), BANNER_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [count, paused, still]);

  if (count === 0) return null;
  const first = banners[0]!;
  const frame = { aspectRatio: `${first.width} / ${first.height}` } as CSSProperties;
  const onPointerDown = (event: PointerEvent) => {
    swipeFrom.current = event.pointerType === 'mouse' ? null : event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    const from = swipeFrom.current;
    swipeFrom.current = null;
    if (from === null || Math.abs(event.clientX - from) < SWIPE_PX) return;
    go(current + (event.clientX < from ? 1 : -1));
  };

  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={t('banner.label')}
      data-testid="banner-carousel"
      data-current={current}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className={styles.frame} style={frame} onPointerDown={onPointerDown} onPointerUp={onPointerUp}>
        {banners.map((banner, index) => (
          <Slide key={banner.id} banner={banner} index={index} total={count} shown={index === current} locale={locale} />
        ))}
      </div>
      {count > 1 && (
        <>
          <button type="button" className={`${styles.arrow} ${styles.prev}`} aria-label={t('banner.prev')} onClick={() => go(current - 1)} data-testid="banner-prev">
            ‹
          </button>
          <button type="button" className={`${styles.arrow} ${styles.next}`} aria-label={t('banner.next')} onClick={() => go(current + 1)} data-testid="banner-next">
            ›
          </button>
          <div className={styles.dots}>
            {banners.map((banner, index) => (
              <button
                key={banner.id}
                type="button"
                className={index === current ? styles.dotOn : styles.dot}
                aria-label={t('banner.goTo', { n: index + 1 })}
                aria-current={index === current ? 'true' : undefined}
                onClick={() => go(index)}
              />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
