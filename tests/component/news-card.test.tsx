/** F17: a news card shows title, cover and publish time as relative time; `seoKeywords` feed the detail page's meta keywords. */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NewsCard } from '@/components/news/news-card';
import type { NewsListItem } from '@/lib/contract/news';
import { detailKeywords } from '@/lib/seo/templates';
import { renderWithI18n } from './render';

const NOW = new Date('2026-11-25T12:00:00+08:00').getTime();

function item(over: Partial<NewsListItem> = {}): NewsListItem {
  return {
    id: 12,
    title: '无菌纸盒灌装线国产化率突破七成',
    summary: null,
    coverImg: '/api/files/seed/photo/carton-2.jpg',
    publishTime: '2026-11-25 09:00:00',
    sourceTagId: null,
    sourceName: null,
    classTagId: null,
    classTagName: null,
    tags: [
      { id: 41, name: '包装' },
      { id: 46, name: '设备' },
    ],
    viewCount: 0,
    likeCount: 0,
    commentCount: 0,
    seoKeywords: '无菌灌装,纸盒包装,国产化',
    ...over,
  };
}

describe('F17 news card', () => {
  it('F17 shows the title, the cover image and the publish time as relative time, linking the detail page', () => {
    renderWithI18n(<NewsCard item={item()} locale="zh" now={NOW} />);
    const card = screen.getByRole('article');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('无菌纸盒灌装线国产化率突破七成');
    expect(card.querySelector('img')?.getAttribute('src')).toBe('/api/files/seed/photo/carton-2.jpg');
    const time = card.querySelector('time') as HTMLTimeElement;
    expect(time.textContent).toBe('3小时前');
    expect(time.getAttribute('datetime')).toBe('2026-11-25 09:00:00');
    expect(card.querySelector('a')?.getAttribute('href')).toBe('/news/12');
  });

  it('F17 relative time follows the locale and the age (刚刚, minutes, an older date)', () => {
    const view = renderWithI18n(<NewsCard item={item({ publishTime: '2026-11-25 11:59:30' })} locale="zh" now={NOW} />);
    expect(view.container.querySelector('time')?.textContent).toBe('刚刚');
    view.unmount();
    const en = renderWithI18n(<NewsCard item={item({ publishTime: '2026-11-25 11:30:00' })} locale="en" now={NOW} />, 'en');
    expect(en.container.querySelector('time')?.textContent).toMatch(/30 min/);
  });

  it('F17 a card without a cover shows no image', () => {
    renderWithI18n(<NewsCard item={item({ coverImg: null })} locale="zh" now={NOW} />);
    expect(screen.getByRole('article').querySelector('img')).toBeNull();
  });

  it('F17 the detail page’s meta keywords are the item’s seoKeywords, else its tag names', () => {
    expect(detailKeywords('无菌灌装,纸盒包装,国产化', item().tags)).toBe('无菌灌装,纸盒包装,国产化');
    expect(detailKeywords(null, item().tags)).toBe('包装,设备');
    expect(detailKeywords('  ', item().tags)).toBe('包装,设备');
  });
});
