/**
 * `GET /basic/dict/page` and `GET /basic/dict/all-match/list` (E19, §7.4): public, in the answer cache.
 */
import type { FastifyInstance } from 'fastify';
import { dictAllMatchQuery, dictPageQuery } from '@/lib/contract/dict';
import type { AppContext } from '../context';
import { ok } from '../http/envelope';
import { cached } from '../http/response-cache';
import { parse } from '../http/validate';
import { dictAllMatch, dictPage } from '../repo/dictionary';

export function registerDictionaryRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/basic/dict/page', cached, async (request) => ok(await dictPage(ctx.db, parse(dictPageQuery, request.query))));
  app.get('/basic/dict/all-match/list', cached, async (request) => ok(await dictAllMatch(ctx.db, parse(dictAllMatchQuery, request.query).word)));
}
