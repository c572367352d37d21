import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BANNER_INTERVAL_MS, BannerCarousel } from '@/components/banner/banner-carousel';
import type { Banner } from '@/lib/contract/banner';
import { renderWithI18n } from './render';


const banner = (id: number, title: string, url: string): Banner => ({
  id,
  site: 'news',
  config: 'home_news_carousel',
  title,
  enTitle: `${title} (en)`.replace(/[^\x20-\x7e]/g, 'x'),
  subtitle: `${title}的说明`,
  enSubtitle: 'Subtitle',
  image: `/api/files/banner/${id}.png`,
  url,
  width: 1200,
  height: 360,
  sort: id,
});
const banners = [banner(1, '深度专题', '/news/topic/1'), banner(2, '行业快讯', '/news/flash'), banner(3, '活动日历', '/events')];

function shown() {
  return screen.getAllByTestId('banner-slide').findIndex((s) => s.getAttribute('aria-hidden') === 'false');
}

afterEach(() => {
  vi.useRealTimers();
});

describe('O29 banner carousel', () => {
  it('reserves the banners’ box before any image loads and shows the first slide, linked, with its caption', () => {
    renderWithI18n(<BannerCarousel banners={banners} />);
    const frame = screen.getByTestId('banner-carousel').firstElementChild as HTMLElement;
    expect(frame.style.aspectRatio).toBe('1200 / 360');
    const images = screen.getByTestId('banner-carousel').querySelectorAll('img');
    expect([...images].map((i) => [i.getAttribute('width'), i.getAttribute('height')])).toEqual(Array(3).fill(['1200', '360']));
    expect(images[0]!.getAttribute('loading')).toBe('eager');
    expect(images[1]!.getAttribute('loading')).toBe('lazy');
    expect(shown()).toBe(0);
    const first = screen.getAllByTestId('banner-slide')[0]!;
    expect(first.querySelector('a')?.getAttribute('href')).toBe('/news/topic/1');
    expect(first.textContent).toContain('深度专题');
    // slides out of view are out of the tab order
    expect(screen.getAllByTestId('banner-slide')[1]!.hasAttribute('inert')).toBe(true);
  });

  it('next, previous (wrapping) and the dots change the slide', () => {
    renderWithI18n(<BannerCarousel banners={banners} />);
    fireEvent.click(screen.getByTestId('banner-next'));
    expect(shown()).toBe(1);
    fireEvent.click(screen.getByTestId('banner-prev'));
    fireEvent.click(screen.getByTestId('banner-prev'));
    expect(shown()).toBe(2);
    fireEvent.click(screen.getByRole('button', { name: '第 1 张' }));
    expect(shown()).toBe(0);
  });

  it('advances by itself every 5 s, not while hovered', () => {
    vi.useFakeTimers();
    renderWithI18n(<BannerCarousel banners={banners} />);
    act(() => vi.advanceTimersByTime(BANNER_INTERVAL_MS));
    expect(shown()).toBe(1);
    fireEvent.mouseEnter(screen.getByTestId('banner-carousel'));
    act(() => vi.advanceTimersByTime(BANNER_INTERVAL_MS * 3));
    expect(shown()).toBe(1);
    fireEvent.mouseLeave(screen.getByTestId('banner-carousel'));
    act(() => vi.advanceTimersByTime(BANNER_INTERVAL_MS));
    expect(shown()).toBe(2);
  });

  it('shows the English title in en; one banner has no controls; none renders nothing', () => {
    const { unmount } = renderWithI18n(<BannerCarousel banners={[banners[0]!]} />, 'en');
    expect(screen.getByTestId('banner-carousel').textContent).toContain('(en)');
    expect(screen.queryByTestId('banner-next')).toBeNull();
    unmount();
    renderWithI18n(<BannerCarousel banners={[]} />);
    expect(screen.queryByTestId('banner-carousel')).toBeNull();
  });
});
