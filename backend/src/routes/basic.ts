/**
 * /basic/location/*, /basic/tag*, /basic/basic/page/code, /basic/basic/page/batch/code; the dictionary
 * (routes/dictionary.ts) and banners (routes/banners.ts).
 */
import type { FastifyInstance } from 'fastify';
import { relatedTagsQuery, sitePageBatchInput, sitePageQuery, tagQuery } from '@/lib/contract/basic';
import { idParams } from '@/lib/contract/common';
import type { AppContext } from '../context';
import { notFound, ok } from '../http/envelope';
import { cached, keepsCache } from '../http/response-cache';
import { parse } from '../http/validate';
import { locationChildren, locationTree, overseasLocations } from '../repo/locations';
import { sitePageByCode, sitePagesByCodes } from '../repo/site-pages';
import { relatedTags, tagById, tagList, tagPage } from '../repo/tags';
import { registerTagWriteRoutes } from './tags-write';
import { registerBannerRoutes } from './banners';
import { registerDictionaryRoutes } from './dictionary';
import { registerUploadRoutes } from './uploads';
import { registerWordRoutes } from './words';
import { registerReportRoutes } from './reports';

export function registerBasicRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerUploadRoutes(app, ctx);
  registerWordRoutes(app, ctx);
  registerReportRoutes(app, ctx);
  registerTagWriteRoutes(app, ctx);
  registerDictionaryRoutes(app, ctx);
  registerBannerRoutes(app, ctx);
  app.get('/basic/location/list', cached, async () => ok(await locationTree(ctx.db)));

  app.get('/basic/location/overseas', cached, async () => ok(await overseasLocations(ctx.db)));

  app.get('/basic/location/:id/children', cached, async (request) => {
    const { id } = parse(idParams, request.params);
    const children = await locationChildren(ctx.db, id);
    if (!children) throw notFound();
    return ok(children);
  });

  app.get('/basic/tag', cached, async (request) => ok(await tagPage(ctx.db, parse(tagQuery, request.query))));
  app.get('/basic/tag/page', cached, async (request) => ok(await tagPage(ctx.db, parse(tagQuery, request.query))));
  app.get('/basic/tag/list', cached, async (request) => ok(await tagList(ctx.db, parse(tagQuery, request.query))));

  app.get('/basic/tag/:id', cached, async (request) => {
    const { id } = parse(idParams, request.params);
    const tag = await tagById(ctx.db, id);
    if (!tag) throw notFound();
    return ok(tag);
  });

  app.get('/basic/tag/:id/related-tags', cached, async (request) => {
    const { id } = parse(idParams, request.params);
    const query = parse(relatedTagsQuery, request.query);
    const tag = await tagById(ctx.db, id);
    if (!tag) throw notFound();
    return ok(await relatedTags(ctx.db, tag, query.typeId ?? query.type));
  });

  app.get('/basic/basic/page/code', cached, async (request) => {
    const { code } = parse(sitePageQuery, request.query);
    const page = await sitePageByCode(ctx.db, code);
    if (!page) throw notFound();
    return ok(page);
  });

  // O16: a read (the footers' blocks in one call): it must not clear the answer cache like a write.
  app.post('/basic/basic/page/batch/code', keepsCache, async (request) => {
    const input = parse(sitePageBatchInput, request.body);
    return ok(await sitePagesByCodes(ctx.db, Array.isArray(input) ? input : input.codes));
  });
}
