import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { NewsDetailView } from '@/components/news/news-detail-view';
import type { NewsDetail } from '@/lib/contract/news';
import { createTranslate, getMessages } from '@/lib/i18n/messages';
import { newsHandlers } from '../mocks/handlers/news';
import { recorded, type SentCall } from '../mocks/request';
import { server, startMockServer } from '../mocks/server';
import { renderWithI18n } from './render';

/** F01, issue 18 item 12: a column article shows its author and column, each linked; the page view is recorded. */
startMockServer();
let views: SentCall[];
beforeEach(() => {
  views = [];
  server.use(newsHandlers.view(recorded(views, null)));
});

const base: NewsDetail = {
  id: 12, title: '软包装减塑的三条路线', summary: null, coverImg: null, publishTime: '2026-11-20 10:00:00', sourceTagId: null, sourceName: null,
  classTagId: null, classTagName: null, tags: [], viewCount: 10, likeCount: 1, commentCount: 0, seoKeywords: null,
  content: '<p>正文</p>', author: '王浩', authorMemberId: 1001, columnId: 3, columnName: '包装工程师手记', isLiked: false, isFavorite: false, publishStatus: 'PUBLISHED',
};

function renderNews(news: NewsDetail, locale: 'zh' | 'en' = 'zh') {
  return renderWithI18n(<NewsDetailView t={createTranslate(getMessages(locale))} locale={locale} news={news} bodyHtml={news.content} related={[]} />, locale);
}

describe('column byline', () => {
  it('links the author to their member page and the column to its list', () => {
    renderNews(base);
    expect(screen.getByTestId('column-byline').textContent).toBe('作者: 王浩专栏: 包装工程师手记');
    expect(screen.getByTestId('byline-author').getAttribute('href')).toBe('/people/1001');
    expect(screen.getByTestId('byline-column').getAttribute('href')).toBe('/news/column/3');
    // F01: one view of the item is sent after mount, with the browser's id
    return waitFor(() => expect(views.map((v) => v.body)).toEqual([{ id: 12, cid: expect.any(String) }]));
  });

  it('reads in English in en, and a news item outside a column has no byline', () => {
    const { unmount } = renderNews(base, 'en');
    expect(screen.getByTestId('column-byline').textContent).toContain('Author: 王浩');
    expect(screen.getByTestId('column-byline').textContent).toContain('Column: 包装工程师手记');
    unmount();
    renderNews({ ...base, columnId: null, columnName: null, authorMemberId: null });
    expect(screen.queryByTestId('column-byline')).toBeNull();
  });
});
