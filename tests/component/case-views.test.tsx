/**
 * M05/M06: cases read with the news list and reading components: every link of the case list stays on the
 * case pages (class tabs, theme tabs, cards, paging), and a case's breadcrumb and related items lead to cases.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NewsDetailView } from '@/components/news/news-detail-view';
import { NewsListView } from '@/components/news/news-list-view';
import { CaseClassesProvider } from '@/components/news/article-link';
import type { Tag } from '@/lib/contract/basic';
import type { NewsDetail, NewsListItem } from '@/lib/contract/news';
import { createTranslate, getMessages } from '@/lib/i18n/messages';
import { renderWithI18n } from './render';

const t = createTranslate(getMessages('zh'));
const tEn = createTranslate(getMessages('en'));

beforeEach(() => {
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}'));
});
afterEach(() => vi.restoreAllMocks());

const tag = (id: number, name: string, enName: string, code: string, parentId: number | null = 300): Tag =>
  ({ id, name, enName, code, type: parentId === null ? 3 : 2, parentId }) as Tag;
const classTags = [tag(301, '包装', 'Packaging', 'packaging-case'), tag(302, '印刷', 'Printing', 'printing-case')];
const themeTags = [tag(11, '可持续包装', 'Sustainable Packaging', 'sustainability', null)];

const item = (id: number, title: string): NewsListItem => ({
  id,
  title,
  summary: '以可回收单一材质替代铝塑复合盖膜。',
  coverImg: null,
  publishTime: '2026-11-14 10:00:00',
  sourceTagId: null,
  sourceName: null,
  classTagId: 301,
  classTagName: '包装',
  tags: [],
  viewCount: 12,
  likeCount: 0,
  commentCount: 0,
  seoKeywords: null,
});

/** The case class tag and its children (issue 31 item 1: a card links by the item's class, lib/routing/news-links.ts). */
const CASE_CLASSES = [300, 301, 302];

const page = (records: NewsListItem[], current = 1, pages = 1) => ({ records, total: records.length, size: 20, current, pages });

describe('the case list (M06)', () => {
  it('class tabs, theme tabs, cards and paging all link to the case pages', () => {
    renderWithI18n(
      <CaseClassesProvider ids={CASE_CLASSES}>
      <NewsListView
        t={t}
        locale="zh"
        kind="case"
        classTags={classTags}
        themeTags={themeTags}
        classTag={classTags[0]!}
        themeTag={null}
        list={page([item(41, '酸奶杯盖膜减塑改造')], 1, 3)}
        renderedAt={Date.parse('2026-11-15T10:00:00+08:00')}
      />
      </CaseClassesProvider>,
    );
    const [classNav, themeNav] = screen.getAllByRole('navigation', { name: t('news.tags') });
    expect(within(classNav!).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['全部案例', '/case'],
      ['包装', '/case/packaging-case'],
      ['印刷', '/case/printing-case'],
    ]);
    expect(within(classNav!).getByRole('link', { name: '包装' }).getAttribute('aria-current')).toBe('page');
    expect(within(themeNav!).getByRole('link', { name: '可持续包装' }).getAttribute('href')).toBe('/case/packaging-case/sustainability');
    expect(screen.getByRole('link', { name: /酸奶杯盖膜减塑改造/ }).getAttribute('href')).toBe('/case/41');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('包装');
    for (const a of screen.getAllByRole('link')) expect(a.getAttribute('href')).toMatch(/^\/case(\/|$|\?)/);
  });

  it('without a class: the heading is 案例 and no theme row (en labels in en)', () => {
    renderWithI18n(
      <NewsListView t={tEn} locale="en" kind="case" classTags={classTags} themeTags={themeTags} classTag={null} themeTag={null} list={page([])} renderedAt={0} />,
      'en',
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Cases');
    expect(screen.getAllByRole('navigation', { name: tEn('news.tags') })).toHaveLength(1);
    // issue 31 item 2: an English page's links keep English
    expect(screen.getByRole('link', { name: 'All cases' }).getAttribute('href')).toBe('/case?lang=en');
    expect(screen.getByRole('link', { name: 'Packaging' }).getAttribute('href')).toBe('/case/packaging-case?lang=en');
  });

  it('the news list (F16) keeps its own links', () => {
    renderWithI18n(<NewsListView t={t} locale="zh" classTags={[]} themeTags={[]} classTag={null} themeTag={null} list={page([item(9, '资讯一则')])} renderedAt={0} />);
    expect(screen.getByRole('link', { name: /资讯一则/ }).getAttribute('href')).toBe('/news/9');
  });
});

describe('a case (M05)', () => {
  const detail: NewsDetail = {
    ...item(41, '酸奶杯盖膜减塑改造'),
    content: '<h2>项目背景</h2><p>盖膜改造</p>',
    author: '编辑部',
    columnId: null,
    columnName: null,
    isLiked: false,
    isFavorite: false,
    publishStatus: 'PUBLISHED',
    favoriteCount: 0,
  } as NewsDetail;

  it('reads like news; the breadcrumb goes to the case list and related items to cases; the view is recorded', async () => {
    renderWithI18n(
      <CaseClassesProvider ids={CASE_CLASSES}>
        <NewsDetailView t={t} locale="zh" kind="case" news={detail} bodyHtml={detail.content} related={[item(42, '纸基保温箱试点')]} />
      </CaseClassesProvider>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('酸奶杯盖膜减塑改造');
    const crumbs = screen.getByRole('navigation', { name: 'breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: '案例' }).getAttribute('href')).toBe('/case');
    expect(crumbs.textContent).toContain('包装');
    const related = screen.getByTestId('related-news');
    expect(within(related).getByRole('heading').textContent).toBe('相关案例');
    expect(within(related).getByRole('link', { name: '纸基保温箱试点' }).getAttribute('href')).toBe('/case/42');
    await waitFor(() => expect(globalThis.fetch).toHaveBeenCalledWith('/beacon', expect.objectContaining({ method: 'POST', body: expect.stringContaining('"path":"/news/news/view"') as string })));
  });
});
