// @vitest-environment node
/**
 * Issue 31 item 7: titles and descriptions of their own. A staff profile's title differs from the member page of the
 * same person; list and tag pages describe what they list instead of sharing the site description; the facets of a
 * list (class × theme) have distinct titles.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StaffDetail } from '@/lib/contract/company';
import { createTranslate, getMessages } from '@/lib/i18n/messages';
import { managerTitle } from '@/lib/seo/company';
import { listDescription, memberTitle, newsListSeo } from '@/lib/seo/templates';

const tZh = createTranslate(getMessages('zh'));
const tEn = createTranslate(getMessages('en'));

const tag = (id: number, name: string, enName: string, code: string) => ({ id, name, enName, code, type: 2, parentId: null });
const newsList = vi.fn();
vi.mock('@/lib/data/news', () => ({ getNewsList: (...a: unknown[]) => newsList(...a), getTopicList: async () => [] }));

beforeEach(() => vi.stubEnv('SITE_URL', 'https://example.com'));
afterEach(() => vi.unstubAllEnvs());

describe('issue 31 item 7: titles and descriptions', { timeout: 30_000 }, () => {
  it('a staff profile is not titled like the member page of the same person', () => {
    const staff = { name: '王建国', company: { name: '华鼎食品' } } as StaffDetail;
    expect(managerTitle(tZh, staff)).toBe(`王建国_华鼎食品_管理团队_${tZh('site.name')}`);
    expect(managerTitle(tZh, staff)).not.toBe(memberTitle(tZh, '王建国', '华鼎食品'));
    expect(managerTitle(tEn, staff)).toContain('_Management team_');
  });

  it('list pages describe what they list, named, in the page language; never the site description', () => {
    const descriptions = [
      listDescription(tZh, 'news', '包装'),
      listDescription(tZh, 'news', '印刷'),
      listDescription(tZh, 'posts', '供需'),
      listDescription(tZh, 'people', '人脉'),
      listDescription(tZh, 'events', '展会'),
      listDescription(tZh, 'circles', '圈子'),
    ];
    expect(new Set(descriptions).size).toBe(descriptions.length);
    for (const d of descriptions) expect(d).not.toBe(tZh('site.description'));
    expect(listDescription(tEn, 'people', 'Food')).toMatch(/^Food on /);
    expect(newsListSeo(tZh, '热门资讯').description).toBe(listDescription(tZh, 'news', '热门资讯'));
  });

  it('the news list facets /news/packaging/sustainability and /news/printing/sustainability have their own titles', async () => {
    const { generateMetadata } = await import('@/app/v/[variant]/(site)/news/list/[[...tags]]/page');
    const theme = tag(11, '可持续包装', 'Sustainability', 'sustainability');
    const titles: string[] = [];
    for (const cls of [tag(1, '包装', 'Packaging', 'packaging'), tag(2, '印刷', 'Printing', 'printing')]) {
      newsList.mockResolvedValueOnce({ classTags: [], themeTags: [], classTag: cls, themeTag: theme, list: { records: [], total: 3, size: 20, current: 1, pages: 1 }, renderedAt: 0 });
      const meta = await generateMetadata({ params: Promise.resolve({ variant: 'zh.desktop.1', tags: [cls.code, theme.code] }) });
      titles.push(String(meta.title));
      expect(meta.description).not.toBe(tZh('site.description'));
    }
    expect(titles[0]).toContain('包装');
    expect(titles[1]).toContain('印刷');
    expect(titles[0]).not.toBe(titles[1]);
  });
});
