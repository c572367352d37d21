/**
 * E12–E18, E28 and issue 18 item 3: the search page shows the site's own results first (with its filters and the
 * matched words marked inline) and every other group collapsed with its count; empty groups are left out.
 */
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchResultsView } from '@/components/search/search-results-view';
import type { SearchGroup, SearchResults } from '@/lib/data/search';
import type { NewsListItem } from '@/lib/contract/news';
import type { PostListItem } from '@/lib/contract/post';
import { createTranslate, getMessages } from '@/lib/i18n/messages';
import type { SearchOptions } from '@/lib/routing/search-options';
import { renderWithI18n } from './render';

const t = createTranslate(getMessages('zh'));
const tEn = createTranslate(getMessages('en'));
const NOW = Date.parse('2026-11-20T10:00:00+08:00');
const relevance: SearchOptions = { sort: 'relevance', tagId: null, childTagId: null };

beforeEach(() => {
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}'));
});
afterEach(() => vi.restoreAllMocks());

const page = <T,>(records: T[], total = records.length) => ({ records, total, size: 10, current: 1, pages: Math.ceil(total / 10) });

const news = (id: number, title: string, summary: string): NewsListItem => ({
  id,
  title,
  summary,
  coverImg: null,
  publishTime: '2026-11-19 10:00:00',
  sourceTagId: null,
  sourceName: '包装时报',
  sourceEnName: 'Packaging Times',
  classTagId: 3,
  classTagName: '包装',
  classTagEnName: 'Packaging',
  tags: [],
  viewCount: 1,
  likeCount: 0,
  commentCount: 0,
  seoKeywords: null,
});

const post = (id: number, title: string, content: string): PostListItem => ({
  id,
  title,
  content,
  images: [],
  tagId: 8,
  tagName: '需求',
  tagEnName: 'Demand',
  themeTagId: 21,
  themeTagName: '软包装',
  themeTagEnName: 'Flexible packaging',
  circleId: null,
  circleName: null,
  memberId: 1001,
  nickname: '周明',
  avatar: null,
  company: null,
  position: null,
  isAnonymous: false,
  publishTime: '2026-11-18 09:00:00',
  viewCount: 3,
  likeCount: 0,
  commentCount: 0,
});

function results(own: SearchResults['own'], groups: SearchGroup[], terms = ['食品', '包装']): SearchResults {
  return { own, groups, siteTotals: { news: 12, post: 7, events: 0 }, terms, renderedAt: NOW };
}

const newsOwn: SearchResults['own'] = {
  site: 'news',
  page: { ...page([news(1, '食品包装新规落地', '新版食品接触材料标准对软包装提出了更高要求')], 12), facets: { tags: [], childTags: [] }, terms: ['食品', '包装'] },
};

describe('search groups (E28)', () => {
  it('E28/E14 the own results come first; the other groups are collapsed with their counts, empty ones left out', () => {
    const groups: SearchGroup[] = [
      { key: 'posts', page: page([post(7, '求购食品级包装袋', '需要食品级自立袋，月用量十万只')], 7) },
      { key: 'circles', page: page([], 0) },
      { key: 'members', page: page([{ memberId: 1001, nickname: '周明', avatar: null, company: '华鼎食品', position: '包装工程师', postCount: 4 }], 1) },
      { key: 'companies', page: { ...page([{ companyId: 5, code: 'hd', name: '华鼎食品科技股份有限公司', enName: 'Huading Food', logo: null, location: '上海', locationEn: 'Shanghai', listStatus: 'LISTED', memberKind: 'COLLEGE', intro: null, categories: ['食品'], categoriesEn: ['Food'], staffCount: 3, viewCount: 1, followerCount: 1 }], 9), facets: { provinces: [], categories: [] } } },
    ];
    const { container } = renderWithI18n(<SearchResultsView t={t} locale="zh" word="食品 包装" options={relevance} results={results(newsOwn, groups)} />);
    expect(screen.getByRole('heading', { level: 1 })?.textContent).toContain('“食品 包装”的搜索结果');
    // The site tabs carry the counts of the three sites (E12).
    expect(screen.getByRole('link', { name: '资讯 (12)' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: '供需与话题 (7)' }).getAttribute('href')).toBe(`/search/post/${encodeURIComponent('食品 包装')}`);
    expect(screen.getByRole('link', { name: '活动 (0)' }).getAttribute('href')).toBe(`/search/events/${encodeURIComponent('食品 包装')}`);

    const own = screen.getByTestId('search-results');
    const other = screen.getByTestId('search-groups');
    expect(own.compareDocumentPosition(other) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const summaries = [...other.querySelectorAll('details > summary')].map((s) => s.textContent);
    expect(summaries).toEqual(['供需与话题 (7)', '会员 (1)', '企业 (9)']);
    for (const details of other.querySelectorAll('details')) expect(details.open).toBe(false);
    expect(screen.queryByTestId('search-circles')).toBeNull();
    // A group's entries link to the entities.
    const posts = screen.getByTestId('search-posts');
    const postLink = posts.querySelector('li a');
    expect(postLink?.textContent).toBe('需求求购食品级包装袋');
    expect(postLink?.getAttribute('href')).toBe('/community/post/7');
    // the company group is the company card list (with its province and category facets, E16)
    const company = within(screen.getByTestId('search-companies')).getByRole('link', { name: /^华鼎食品科技股份有限公司/ });
    expect(company.getAttribute('href')).toBe('/company/hd');
    expect(container.querySelector('[data-testid="search-members"] a')?.getAttribute('href')).toBe('/people/1001');
  });

  it('E18 / issue 18 item 3: the matched words are marks inside one inline span of the title, never flex items of their own', () => {
    renderWithI18n(<SearchResultsView t={t} locale="zh" word="食品包装" options={relevance} results={results(newsOwn, [])} />);
    const title = screen.getByTestId('search-results').querySelector('li > a')!;
    expect(title.getAttribute('href')).toBe('/news/1');
    // One child: the highlight span; the marks and the plain text are inside it.
    expect(title.children).toHaveLength(1);
    const span = title.children[0]!;
    expect(span.tagName).toBe('SPAN');
    expect([...span.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['食品', '包装']);
    expect(span.textContent).toBe('食品包装新规落地');
    const snippet = screen.getByText((_, el) => el?.tagName === 'P' && el.textContent === '新版食品接触材料标准对软包装提出了更高要求');
    expect([...snippet.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['食品', '包装']);
  });

  it('E14/E28 the post site lists posts with type and theme filters whose links keep the sort and the other filter', () => {
    const own: SearchResults['own'] = {
      site: 'post',
      page: {
        ...page([post(7, '求购食品级包装袋', '需要食品级自立袋')], 7),
        facets: { tags: [{ id: 8, name: '需求', enName: 'Demand', count: 5 }, { id: 9, name: '供应', enName: 'Supply', count: 2 }], themeTags: [{ id: 21, name: '软包装', enName: 'Flexible packaging', count: 4 }] },
        terms: ['包装'],
      },
    };
    const options: SearchOptions = { sort: 'time', tagId: 8, childTagId: null };
    renderWithI18n(<SearchResultsView t={t} locale="zh" word="包装" options={options} results={results(own, [], ['包装'])} />);
    const types = screen.getByRole('navigation', { name: '类型' });
    expect(within(types).getByRole('link', { name: '需求 (5)' }).getAttribute('aria-current')).toBe('page');
    expect(within(types).getByRole('link', { name: '供应 (2)' }).getAttribute('href')).toBe(`/search/post/${encodeURIComponent('包装')}?sort=time&tagId=9`);
    expect(within(types).getByRole('link', { name: '全部' }).getAttribute('href')).toBe(`/search/post/${encodeURIComponent('包装')}?sort=time`);
    const themes = screen.getByRole('navigation', { name: '主题' });
    expect(within(themes).getByRole('link', { name: '软包装 (4)' }).getAttribute('href')).toBe(`/search/post/${encodeURIComponent('包装')}?sort=time&tagId=8&childTagId=21`);
    expect(within(screen.getByTestId('search-results')).getByText('需求')).toBeTruthy();
  });

  it('V02 in English the group names and filters are English and the searched word is user content', () => {
    const groups: SearchGroup[] = [{ key: 'products', page: page([{ id: 3, name: '食品级自立袋', coverImg: null, priceType: 'NEGOTIABLE', price: null, maxPrice: null, unit: null, companyId: 5, companyName: '华鼎', viewCount: 1 }], 1) }];
    renderWithI18n(<SearchResultsView t={tEn} locale="en" word="包装" options={relevance} results={results(newsOwn, groups, ['包装'])} />, 'en');
    expect(screen.getByRole('heading', { level: 1 }).querySelector('[data-ugc]')?.textContent).toContain('包装');
    expect(screen.getByTestId('search-products').querySelector('summary')?.textContent).toContain('Products (1)');
    expect(screen.getByRole('link', { name: 'Events (0)' })).toBeTruthy();
    expect(within(screen.getByTestId('search-results')).getByText(/Packaging · Packaging Times/)).toBeTruthy();
  });
});
