// @vitest-environment node
/** W21: the news right column asks for its category modules with the sizes of the layout it renders for. */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { NewsSiteColumn } from '@/components/right-column/news-site-column';
import { createTranslate, getMessages } from '@/lib/i18n/messages';

const news = vi.hoisted(() => ({
  getCategoryNews: vi.fn(),
  getFlashPage: vi.fn(),
  getHotNews: vi.fn(),
  getNewsCategoryTags: vi.fn(),
}));
vi.mock('@/lib/data/news', () => news);
vi.mock('@/lib/data/basic', () => ({ getSitePage: vi.fn(async () => null), getTag: vi.fn(async () => null) }));
vi.mock('@/lib/data/case', () => ({ getCaseClassIds: vi.fn(async () => new Set<number>()) }));

const DEPTH = { id: 91, code: 'depth-topics', name: '深度专题', enName: 'In depth' };
const WEEKLY = { id: 92, code: 'creative-weekly', name: '创意周刊', enName: 'Creative weekly' };
const t = createTranslate(getMessages('zh'));

beforeEach(() => {
  for (const fn of Object.values(news)) fn.mockReset();
  news.getFlashPage.mockResolvedValue(null);
  news.getHotNews.mockResolvedValue(null);
  news.getNewsCategoryTags.mockResolvedValue([DEPTH, WEEKLY]);
  news.getCategoryNews.mockResolvedValue([]);
});

describe('news right column sizes (W21)', () => {
  it('W21 on mobile the depth-topics module requests size 4 and the weekly module size 4', async () => {
    await NewsSiteColumn({ t, variant: { locale: 'zh', device: 'mobile', page: 1 } });
    expect(news.getCategoryNews.mock.calls).toEqual([
      [DEPTH.id, 4],
      [WEEKLY.id, 4],
    ]);
  });

  it('W21 on desktop they request 3 and 1', async () => {
    await NewsSiteColumn({ t, variant: { locale: 'zh', device: 'desktop', page: 1 } });
    expect(news.getCategoryNews.mock.calls).toEqual([
      [DEPTH.id, 3],
      [WEEKLY.id, 1],
    ]);
  });
});
