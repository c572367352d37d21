/**
 * Files served by the API: generated seed images at /files/seed/{kind}/{n}.svg[?label=…], their PNG renditions at
 * /files/seed/{kind}/{n}.png[?label=…] for Open Graph and JSON-LD (issue 20 item 2: rich results and link previews
 * take no SVG), and the seed photos (issue 18 item 11) at /files/seed/photo/{subject}-{n}.jpg.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { notFound } from '../../http/envelope';
import { cached } from '../../http/response-cache';
import { parse } from '../../http/validate';
import { REPO_ROOT } from '../../config';
import { seedPhotoFiles } from '../../db/seed/photos';
import { renderSeedImage } from './generated-images';
import { PICTURE_SUBJECTS, type PictureSubject } from './pictograms';
import { rasterSeedImage } from './raster-images';
import { registerStorageRoutes } from '../storage-host';

const seedImageParams = z.object({
  kind: z.string().regex(/^[a-z][a-z-]{0,30}$/),
  file: z.string().regex(/^\d{1,6}\.(?:svg|png)$/),
});

/**
 * Optional caption drawn into the image (avatars show its first character, logos a word mark) and the pictogram of
 * what a product, brand or company is (issue 29 item 9); an unknown subject is a bad parameter (code 1).
 */
const seedImageQuery = z.object({
  label: z.string().trim().max(40).optional(),
  subject: z.enum(PICTURE_SUBJECTS as [PictureSubject, ...PictureSubject[]]).optional(),
});

const ONE_YEAR_SECONDS = 31_536_000;

/** The committed JPEGs of `scripts/draw-seed-photos.ts`, read once each. */
const SEED_PHOTO_DIR = path.join(REPO_ROOT, 'backend/assets/seed-photos');
const SEED_PHOTOS = new Set(seedPhotoFiles());
const photoCache = new Map<string, Buffer>();
const seedPhotoParams = z.object({ file: z.string().regex(/^[a-z-]{1,30}-\d{1,2}\.jpg$/) });

function seedPhoto(file: string): Buffer | null {
  if (!SEED_PHOTOS.has(file)) return null;
  let body = photoCache.get(file);
  if (!body) {
    try {
      body = fs.readFileSync(path.join(SEED_PHOTO_DIR, file));
    } catch {
      return null;
    }
    photoCache.set(file, body);
  }
  return body;
}

export function registerFileRoutes(app: FastifyInstance, _ctx: AppContext): void {
  registerStorageRoutes(app, _ctx);
  // a static segment: matched before /files/seed/:kind/:file (not in the answer cache, which keeps text)
  app.get('/files/seed/photo/:file', async (request, reply) => {
    const { file } = parse(seedPhotoParams, request.params);
    const body = seedPhoto(file);
    if (!body) throw notFound();
    return reply.header('content-type', 'image/jpeg').header('cache-control', `public, max-age=${ONE_YEAR_SECONDS}, immutable`).send(body);
  });
  app.get('/files/seed/:kind/:file', cached, async (request, reply) => {
    const { kind, file } = parse(seedImageParams, request.params);
    const { label, subject } = parse(seedImageQuery, request.query);
    const svg = renderSeedImage(kind, Number.parseInt(file, 10), label, subject);
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
