/**
 * The bundled object-storage stand-in (P01–P07): `POST /oss` takes an OSS-style multipart PostObject
 * (key, policy, signature, OSSAccessKeyId, x-oss-security-token, file last) straight from the browser (CORS for the
 * site's origins), checks it against its upload grant (signature, expiry, the one key, size), refuses overwrites,
 * sniffs the content and reads image dimensions without decoding (content-checks.ts), and stores the file under
 * `{data dir}/{db name}-uploads/{key}`; `GET /files/oss/{key}` serves it with the type of its key and `nosniff`.
 * Files above UPLOAD_MULTIPART_THRESHOLD go through the multipart calls of `storage-bucket.ts` instead.
 * `GET /files/qr?text=` draws QR codes (PNG).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import QRCode from 'qrcode';
import { z } from 'zod';
import { UPLOAD_MULTIPART_THRESHOLD } from '@/lib/constants';
import { sanitizeFileName } from '@/lib/shared/upload-names';
import { readEnv } from '../config';
import type { AppContext } from '../context';
import { insertStoredObject, storedObjectByKey } from '../repo/stored-objects';
import { fail, notFound, ok } from '../http/envelope';
import { cached } from '../http/response-cache';
import { parse } from '../http/validate';
import { CONTENT_HEAD_BYTES, contentProblem } from '../storage/content-checks';
import { answerPreflight, applyCors } from '../storage/cors';
import { boundaryOf, parseMultipart } from '../storage/multipart';
import { checkKey, storageKeys } from '../storage/oss-policy';
import { verifyPostObject } from '../storage/post-object';

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
/** The largest PostObject body: the form fields around a file of at most UPLOAD_MULTIPART_THRESHOLD. */
const POST_OBJECT_BODY_LIMIT = UPLOAD_MULTIPART_THRESHOLD + 64 * 1024;
const qrQuery = z.object({ text: z.string().min(1).max(500), width: z.coerce.number().int().min(64).max(600).optional() });

/** The display name of an upload: its last path segment, P06 applied, control characters dropped, 200 characters at most. */
export function storedName(fileName: string, key: string): string {
  const base = fileName.split('/').pop() ?? '';
  const clean = sanitizeFileName(base.replace(/[\u0000-\u001f\u007f]/g, '')).trim();
  return (clean || path.basename(key)).slice(0, 200);
}

/** Records a stored object and uses up the grants that named its key. */
export async function recordStoredObject(ctx: AppContext, object: { key: string; name: string; size: number; memberId: number }): Promise<{ key: string; url: string; name: string; size: number; type: string }> {
  const type = mimeOf(object.key);
  await insertStoredObject(ctx.db, { ...object, type });
  return { key: object.key, url: FILE_HOST_PATH + object.key, name: object.name, size: object.size, type };
}

/** Where an object key lives on disk (null when the key would leave the uploads folder). */
export function objectPath(root: string, key: string): string | null {
  const target = path.join(root, ...key.split('/'));
  return target.startsWith(root + path.sep) ? target : null;
}

export function registerStorageRoutes(app: FastifyInstance, ctx: AppContext): void {
  const keys = storageKeys(ctx.env);
  const root = uploadsDir(ctx);
  const origins = ctx.env.siteOrigins;

  void app.register(async (scope) => {
    const receivedAt = new WeakMap<object, number>();
    scope.addHook('onRequest', async (request) => {
      receivedAt.set(request, Date.now());
    });
    scope.addContentTypeParser('multipart/form-data', { parseAs: 'buffer', bodyLimit: POST_OBJECT_BODY_LIMIT }, (_request, body, done) => done(null, body));

    scope.options('/oss', async (request, reply) => answerPreflight(request, reply, origins));

    scope.post('/oss', { bodyLimit: POST_OBJECT_BODY_LIMIT }, async (request, reply) => {
      if (!applyCors(request, reply, origins)) throw fail('AccessDenied: origin not allowed');
      const boundary = boundaryOf(request.headers['content-type']);
      const body = request.body;
      if (!boundary || !Buffer.isBuffer(body)) throw fail('input: multipart/form-data expected');
      const form = parseMultipart(body, boundary);
      if (!form) throw fail('input: malformed multipart body');
      if (!form.file) throw fail('file: missing');
      const f = form.fields;
      const checked = await verifyPostObject(
        ctx.db,
        keys.secret,
        { policy: f.policy, signature: f.signature ?? f.Signature, accessKeyId: f.OSSAccessKeyId, key: f.key, securityToken: f['x-oss-security-token'] },
        form.file.data.length,
        receivedAt.get(request) ?? Date.now(),
      );
      if ('problem' in checked) throw fail(checked.problem);
      const key = f.key as string;
      const refused = await contentProblem(key, form.file.data.subarray(0, CONTENT_HEAD_BYTES));
      if (refused) throw fail(refused);
      const target = objectPath(root, key);
      if (!target) throw fail('key: invalid');
      fs.mkdirSync(path.dirname(target), { recursive: true });
      try {
        fs.writeFileSync(target, form.file.data, { flag: 'wx' });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw fail('FileAlreadyExists');
        throw error;
      }
      const name = storedName(form.file.filename, key);
      return ok(await recordStoredObject(ctx, { key, name, size: form.file.data.length, memberId: checked.grant.memberId }));
    });
  });

  app.get('/files/oss/*', async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    if (!checkKey(key).ok) throw notFound();
    const row = await storedObjectByKey(ctx.db, key);
    const file = objectPath(root, key);
    if (!row || !file || !fs.existsSync(file)) throw notFound();
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
