/**
 * Hot search keywords of each site: /news|post|activity|company/searchkeyword/hot.
 */
import type { FastifyInstance } from 'fastify';
import { pagingQuery } from '@/lib/contract/common';
import type { AppContext } from '../context';
import { ok } from '../http/envelope';
import { cached } from '../http/response-cache';
import { parse } from '../http/validate';
import { hotKeywordPage, KEYWORD_SITES } from '../repo/hot-keywords';

export function registerSearchKeywordRoutes(app: FastifyInstance, ctx: AppContext): void {
  for (const site of KEYWORD_SITES) {
    app.get(`/${site}/searchkeyword/hot`, cached, async (request) => ok(await hotKeywordPage(ctx.db, site, parse(pagingQuery, request.query))));
  }
}
