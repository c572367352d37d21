import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BANNER_INTERVAL_MS, BannerCarousel } from '@/components/banner/banner-carousel';
import type { Banner } from '@/lib/contract/banner';
import { renderWithI18n } from './render';

/** The system's motion preference as the browser reports it. */
function prefer(reduce: boolean) {
  const real = window.matchMedia.bind(window);
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
    query === '(prefers-reduced-motion: reduce)' ? ({ ...real(query), matches: reduce, media: query, addEventListener: () => undefined, removeEventListener: () => undefined } as MediaQueryList) : real(query),
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('reduced motion (antd’s dialogs: app/v/[variant]/globals.css, checked in Chromium by tests/e2e/accessibility.spec.ts)', () => {
  it('the banners do not advance by themselves for a visitor who asked for less motion', () => {
    prefer(true);
    vi.useFakeTimers();
    const banner = (id: number): Banner => ({ id, site: 'news', config: 'home_news_carousel', title: `专题${id}`, enTitle: `Feature ${id}`, subtitle: '', enSubtitle: '', image: `/api/files/banner/${id}.png`, url: '/news', width: 1200, height: 360, sort: id });
    renderWithI18n(<BannerCarousel banners={[banner(1), banner(2)]} />);
    act(() => vi.advanceTimersByTime(BANNER_INTERVAL_MS * 3));
    expect(screen.getAllByTestId('banner-slide')[0]!.getAttribute('aria-hidden')).toBe('false');
  });
});
