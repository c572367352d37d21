/**
 * Files served by the API: generated seed images at /files/seed/{kind}/{n}.svg[?label=…], and their PNG
 * renditions at /files/seed/{kind}/{n}.png[?label=…] for Open Graph and JSON-LD (issue 20 item 2: rich results and
 * link previews take no SVG).
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context';
import { notFound } from '../http/envelope';
import { cached } from '../http/response-cache';
import { parse } from '../http/validate';
import { renderSeedImage } from '../storage/generated-images';
import { rasterSeedImage } from '../storage/raster-images';
import { registerStorageRoutes } from './storage';

const seedImageParams = z.object({
  kind: z.string().regex(/^[a-z][a-z-]{0,30}$/),
  file: z.string().regex(/^\d{1,6}\.(?:svg|png)$/),
});

/** Optional caption drawn into the image (avatars show its first character, logos a word mark). */
const seedImageQuery = z.object({ label: z.string().trim().max(40).optional() });

const ONE_YEAR_SECONDS = 31_536_000;

export function registerFileRoutes(app: FastifyInstance, _ctx: AppContext): void {
  registerStorageRoutes(app, _ctx);
  app.get('/files/seed/:kind/:file', cached, async (request, reply) => {
    const { kind, file } = parse(seedImageParams, request.params);
    const { label } = parse(seedImageQuery, request.query);
    const svg = renderSeedImage(kind, Number.parseInt(file, 10), label);
    if (!svg) throw notFound();
    if (file.endsWith('.png')) {
      return reply
        .header('content-type', 'image/png')
        .header('cache-control', `public, max-age=${ONE_YEAR_SECONDS}, immutable`)
        .send(await rasterSeedImage(svg));
    }
    return reply
      .header('content-type', 'image/svg+xml; charset=utf-8')
      .header('cache-control', `public, max-age=${ONE_YEAR_SECONDS}, immutable`)
      .send(svg);
  });
}
