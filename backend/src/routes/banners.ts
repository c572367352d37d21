/**
 * `GET /basic/banner/list`, `GET /basic/banner/list-by-config` (O29, §7.4) and the banner pictures
 * `GET /files/banner/{n}.png` (raster, drawn once per process; immutable).
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { bannerConfigQuery, bannerListQuery } from '@/lib/contract/banner';
import type { AppContext } from '../context';
import { notFound, ok } from '../http/envelope';
import { cached } from '../http/response-cache';
import { parse } from '../http/validate';
import { bannersOfConfig, bannersOfSite } from '../repo/banners';
import { BANNER_PICTURES, bannerPng } from '../standins/pictures/banner-image';

const ONE_YEAR_SECONDS = 31_536_000;
const pictureParams = z.object({ file: z.string().regex(/^\d{1,3}\.png$/) });

export function registerBannerRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/basic/banner/list', cached, async (request) => ok(await bannersOfSite(ctx.db, parse(bannerListQuery, request.query).site)));
  app.get('/basic/banner/list-by-config', cached, async (request) => ok(await bannersOfConfig(ctx.db, parse(bannerConfigQuery, request.query).code)));

  app.get('/files/banner/:file', async (request, reply) => {
    const n = Number.parseInt(parse(pictureParams, request.params).file, 10);
    if (n >= BANNER_PICTURES) throw notFound();
    return reply
      .header('content-type', 'image/png')
      .header('cache-control', `public, max-age=${ONE_YEAR_SECONDS}, immutable`)
      .send(bannerPng(n));
  });
}
