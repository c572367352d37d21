/**
 * The bundled object-storage stand-in (P01–P07): `POST /oss` takes an OSS-style multipart PostObject
 * (key, policy, signature, OSSAccessKeyId, optional x-oss-security-token, file last), verifies the policy
 * signature, expiry, size range and key prefix, refuses overwrites and stores the file under
 * `{data dir}/{db name}-uploads/{key}`; `GET /files/oss/{key}` serves it. `GET /files/qr?text=` draws QR codes (PNG).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import QRCode from 'qrcode';
import { z } from 'zod';
import { UPLOAD_MAX_BYTES } from '../../../lib/constants';
import { sanitizeFileName } from '../../../lib/shared/upload-names';
import { readEnv } from '../config';
import type { AppContext } from '../context';
import { get, run } from '../db/sql';
import { nowText } from '../db/time';
import { fail, notFound, ok } from '../http/envelope';
import { cached } from '../http/response-cache';
import { parse } from '../http/validate';
import { boundaryOf, parseMultipart } from '../storage/multipart';
import { checkKey, storageKeys, verifyUpload } from '../storage/oss-policy';

export const UPLOAD_HOST_PATH = '/api/oss';
export const FILE_HOST_PATH = '/api/files/oss/';

/** The public site address pages are shared with (`SITE_URL`). */
export function siteUrl(): string {
  return readEnv().siteUrl;
}

/** Site-relative URL of the QR image of `text`. */
export function qrImagePath(text: string): string {
  return `/api/files/qr?text=${encodeURIComponent(text)}`;
}

/** Stored objects live next to the database: `data/platform.db` → `data/platform-uploads/{key}`. */
export function uploadsDir(ctx: AppContext): string {
  const db = ctx.env.dbPath;
  return path.join(path.dirname(db), `${path.basename(db, path.extname(db))}-uploads`);
}

const MIME_BY_EXT: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.mp4': 'video/mp4',
  '.m4v': 'video/mp4',
  '.mov': 'video/quicktime',
  '.webm': 'video/webm',
  '.pdf': 'application/pdf',
};

function mimeOf(key: string): string {
  return MIME_BY_EXT[path.extname(key).toLowerCase()] ?? 'application/octet-stream';
}

const ONE_YEAR_SECONDS = 31_536_000;
const MULTIPART_LIMIT = UPLOAD_MAX_BYTES.video + 1024 * 1024;
const qrQuery = z.object({ text: z.string().min(1).max(500), width: z.coerce.number().int().min(64).max(600).optional() });

export function registerStorageRoutes(app: FastifyInstance, ctx: AppContext): void {
  const keys = storageKeys();
  const root = uploadsDir(ctx);

  void app.register(async (scope) => {
    scope.addContentTypeParser('multipart/form-data', { parseAs: 'buffer', bodyLimit: MULTIPART_LIMIT }, (_request, body, done) => done(null, body));

    scope.post('/oss', { bodyLimit: MULTIPART_LIMIT }, async (request) => {
      const boundary = boundaryOf(request.headers['content-type']);
      const body = request.body;
      if (!boundary || !Buffer.isBuffer(body)) throw fail('input: multipart/form-data expected');
      const form = parseMultipart(body, boundary);
      if (!form) throw fail('input: malformed multipart body');
      if (!form.file) throw fail('file: missing');
      const f = form.fields;
      const refused = verifyUpload(
        { policy: f.policy, signature: f.signature ?? f.Signature, accessKeyId: f.OSSAccessKeyId, key: f.key },
        form.file.data.length,
        keys,
      );
      if (refused) throw fail(refused);
      const key = f.key as string;
      // P07: never replace an object (x-oss-forbid-overwrite: true)
      if (get(ctx.db, 'SELECT 1 FROM stored_objects WHERE object_key = ?', key)) throw fail('FileAlreadyExists');
      const target = path.join(root, ...key.split('/'));
      if (!target.startsWith(root + path.sep)) throw fail('key: invalid');
      fs.mkdirSync(path.dirname(target), { recursive: true });
      try {
        fs.writeFileSync(target, form.file.data, { flag: 'wx' });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw fail('FileAlreadyExists');
        throw error;
      }
      const name = sanitizeFileName(form.file.filename || path.basename(key)).slice(0, 200);
      const type = mimeOf(key);
      run(ctx.db, 'INSERT INTO stored_objects (object_key, name, content_type, size, created_at) VALUES (?, ?, ?, ?, ?)', key, name, type, form.file.data.length, nowText());
      return ok({ key, url: FILE_HOST_PATH + key, name, size: form.file.data.length, type });
    });
  });

  app.get('/files/oss/*', async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    if (!checkKey(key).ok) throw notFound();
    const row = get<{ name: string; content_type: string; size: number }>(ctx.db, 'SELECT name, content_type, size FROM stored_objects WHERE object_key = ?', key);
    const file = path.join(root, ...key.split('/'));
    if (!row || !fs.existsSync(file)) throw notFound();
    reply
      .header('content-type', row.content_type)
      .header('content-length', String(row.size))
      .header('cache-control', `public, max-age=${ONE_YEAR_SECONDS}, immutable`)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox");
    if (!/^(image|video)\//.test(row.content_type)) {
      reply.header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(row.name)}`);
    }
    return reply.send(fs.createReadStream(file));
  });

  app.get('/files/qr', cached, async (request, reply) => {
    const { text, width } = parse(qrQuery, request.query);
    const png = await QRCode.toBuffer(text, { type: 'png', width: width ?? 300, margin: 1, errorCorrectionLevel: 'M' });
    return reply.header('content-type', 'image/png').header('cache-control', 'public, max-age=86400').send(png);
  });
}
