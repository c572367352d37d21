/**
 * What a reader of the news site calls: news lists (v2, hot, related, column, company, company-recommended), the
 * news search (v2/search, with tag facets), the view record,
 * the column bar, flashes with their related news, topics with sections (calls-errors-constants §7.7).
 */
import type { FastifyInstance } from 'fastify';
import { idParams, pagingQuery } from '@/lib/contract/common';
import {
  newsColumnPageQuery,
  newsCompanyPageQuery,
  newsCompanyRecommendPageQuery,
  newsHotPageQuery,
  newsRelatedQuery,
  newsSearchQuery,
  newsV2PageQuery,
  newsViewInput,
  sectionNewsQuery,
} from '@/lib/contract/news';
import { optionalMemberId } from '../auth/guard';
import type { AppContext } from '../context';
import { notFound, ok } from '../http/envelope';
import { cached, keepsCache } from '../http/response-cache';
import { parse } from '../http/validate';
import { newsPage } from '../repo/news';
import { flashDetail, flashPage, flashRelatedNews, sectionNewsList, topicDetail, topicPage } from '../repo/news-flashes';
import {
  columnNewsPage,
  companyNewsPage,
  companyRecommendedNewsPage,
  hotNewsPage,
  newsColumn,
  recordNewsView,
  relatedNews,
} from '../repo/news-reading';
import { searchNews } from '../repo/news-search';

const RELATED_SIZE = 6;

function found<T>(value: T | null): T {
  if (value === null) throw notFound();
  return value;
}

export function registerNewsReadingRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  app.get('/news/news/v2/page', cached, async (request) => ok(await newsPage(db, parse(newsV2PageQuery, request.query))));
  app.get('/news/news/v2/search', cached, async (request) => ok(await searchNews(db, parse(newsSearchQuery, request.query))));
  app.get('/news/news/hot/page', cached, async (request) => ok(await hotNewsPage(db, parse(newsHotPageQuery, request.query))));
  app.get('/news/news/related/:id', cached, async (request) => {
    const { id } = parse(idParams, request.params);
    const { size } = parse(newsRelatedQuery, request.query);
    return ok(found(await relatedNews(db, id, size ?? RELATED_SIZE)));
  });
  app.get('/news/news/column/page', cached, async (request) => {
    const query = parse(newsColumnPageQuery, request.query);
    return ok(found(await columnNewsPage(db, query.columnId, query)));
  });
  const companyPage = async (request: { query: unknown }) => ok(found(await companyNewsPage(db, parse(newsCompanyPageQuery, request.query))));
  app.get('/news/news/company/page', cached, companyPage);
  app.get('/news/news/company/keyword-page', cached, companyPage);
  app.get('/news/news/company-recommend/page', cached, async (request) => {
    const query = parse(newsCompanyRecommendPageQuery, request.query);
    return ok(found(await companyRecommendedNewsPage(db, query.companyId, query)));
  });
  app.get('/news/column/:id', cached, async (request) => ok(found(await newsColumn(db, parse(idParams, request.params).id))));

  app.post('/news/news/view', keepsCache, async (request) => {
    const body = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<string, unknown>;
    const input = parse(newsViewInput, { ...(request.query as Record<string, unknown>), ...body });
    return ok(found(await recordNewsView(db, input.id, optionalMemberId(request), input.cid)));
  });

  app.get('/news/short/news/page', cached, async (request) => ok(await flashPage(db, parse(pagingQuery, request.query))));
  app.get('/news/short/news/:id', cached, async (request) => ok(found(await flashDetail(db, parse(idParams, request.params).id))));
  app.get('/news/short/news/:id/related/news', cached, async (request) => {
    const { id } = parse(idParams, request.params);
    const { size } = parse(newsRelatedQuery, request.query);
    return ok(found(await flashRelatedNews(db, id, size ?? RELATED_SIZE)));
  });

  app.get('/news/topic/page', cached, async (request) => ok(await topicPage(db, parse(pagingQuery, request.query))));
  app.get('/news/topic/section-news/list', cached, async (request) => ok(found(await sectionNewsList(db, parse(sectionNewsQuery, request.query)))));
  app.get('/news/topic/:id', cached, async (request) => ok(found(await topicDetail(db, parse(idParams, request.params).id))));
}
