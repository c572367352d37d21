/**
 * The storage stand-in's bucket, path style on the storage host (`{STORAGE_PUBLIC_URL}/uploads/{key}`), speaking
 * the OSS calls ali-oss's resumable `multipartUpload` makes, with OSS XML answers and errors:
 *
 *   POST   /uploads/{key}?uploads                      InitiateMultipartUpload → <UploadId>
 *   PUT    /uploads/{key}?partNumber=N&uploadId=ID     UploadPart (body = the part) → ETag header
 *   POST   /uploads/{key}?uploadId=ID                  CompleteMultipartUpload (XML list of parts) → the object
 *   DELETE /uploads/{key}?uploadId=ID                  AbortMultipartUpload → 204
 *   OPTIONS                                            CORS preflight (the site's origins)
 *
 * Every call is signed with an upload grant's short-lived credentials (oss-request-auth.ts): the grant's exact
 * key, the member it was issued to, its size and expiry apply, as for a PostObject. Parts are streamed to files
 * beside the stored objects (never held in memory) and counted against the granted size; completing checks the
 * content (sniffed type, image dimensions from the header) before the object is stored. Outside `/api`: ali-oss
 * builds the path from the bucket and key only.
 */
import crypto from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { UPLOAD_PART_MAX_BYTES } from '@/lib/constants';
import type { AppContext } from '../context';
import { closeUpload, insertUpload, objectExists, openUploadCount, otherPartsSize, partsOf, savePart, uploadById, type UploadRow } from '../repo/multipart-uploads';
import { CONTENT_HEAD_BYTES, contentProblem } from '../storage/content-checks';
import { answerPreflight, applyCors } from '../storage/cors';
import { checkKey, storageKeys } from '../storage/oss-policy';
import { authorizeOssRequest, type OssRefusal } from '../storage/oss-request-auth';
import type { Grant } from '../storage/upload-grants';
import { objectPath, recordStoredObject, storedName, uploadsDir, FILE_HOST_PATH } from './storage-host';

export const STORAGE_BUCKET = 'uploads';
/** OSS: every part but the last has at least 100 KB. */
const MIN_PART_BYTES = 100 * 1024;
const MAX_PART_NUMBER = 10_000;
const MAX_COMPLETE_XML_BYTES = 1024 * 1024;

function xmlEscape(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function xml(root: string, fields: Record<string, string>): string {
  const body = Object.entries(fields)
    .map(([k, v]) => `<${k}>${xmlEscape(v)}</${k}>`)
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<${root}>${body}</${root}>`;
}

function sendXml(reply: FastifyReply, status: number, body: string): FastifyReply {
  return reply.status(status).header('content-type', 'application/xml').header('x-oss-request-id', crypto.randomUUID()).send(body);
}

function refuse(reply: FastifyReply, refusal: OssRefusal): FastifyReply {
  const fields: Record<string, string> = { Code: refusal.code, Message: refusal.message, RequestId: crypto.randomUUID(), HostId: 'storage-stand-in' };
  if (refusal.code === 'RequestTimeTooSkewed') fields.ServerTime = new Date().toISOString();
  return sendXml(reply, refusal.status, xml('Error', fields));
}

/** Drains and drops a request body that will not be read. */
function discard(request: FastifyRequest): void {
  const body = request.body as Readable | undefined;
  if (body && typeof body.resume === 'function') body.resume();
}

/** Streams `source` into `file`, at most `limit` bytes; answers its size and MD5 (hex), or null when over the limit. */
async function writeLimited(source: Readable, file: string, limit: number): Promise<{ size: number; md5: string } | null> {
  const hash = crypto.createHash('md5');
  let size = 0;
  let over = false;
  const counter = new Transform({
    transform(chunk: Buffer, _enc, done) {
      size += chunk.length;
      if (size > limit) {
        over = true;
        done(new Error('over limit'));
        return;
      }
      hash.update(chunk);
      done(null, chunk);
    },
  });
  try {
    await pipeline(source, counter, fs.createWriteStream(file));
  } catch (error) {
    fs.rmSync(file, { force: true });
    if (over) return null;
    throw error;
  }
  return { size, md5: hash.digest('hex') };
}

async function readSmall(source: Readable, limit: number): Promise<string | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of source) {
    size += (chunk as Buffer).length;
    if (size > limit) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The parts named in a CompleteMultipartUpload body, in the given order. */
export function parseCompleteXml(body: string): { number: number; etag: string }[] | null {
  if (!/<CompleteMultipartUpload[\s>]/.test(body)) return null;
  const parts: { number: number; etag: string }[] = [];
  const re = /<Part>\s*<PartNumber>\s*(\d+)\s*<\/PartNumber>\s*<ETag>([^<]*)<\/ETag>\s*<\/Part>/g;
  for (let m = re.exec(body); m; m = re.exec(body)) {
    parts.push({ number: Number(m[1]), etag: (m[2] ?? '').replace(/&quot;|"/g, '').trim().toUpperCase() });
  }
  return parts.length > 0 ? parts : null;
}

export function registerStorageBucketRoutes(app: FastifyInstance, ctx: AppContext): void {
  const keys = storageKeys(ctx.env);
  const root = uploadsDir(ctx);
  const partsRoot = path.join(root, '.multipart');
  const origins = ctx.env.siteOrigins;
  const partsDir = (uploadId: string) => path.join(partsRoot, uploadId);

  const authorize = async (request: FastifyRequest, key: string): Promise<{ grant: Grant } | OssRefusal> =>
    await authorizeOssRequest(ctx.db, keys.secret, {
      method: request.method,
      headers: request.headers,
      bucket: STORAGE_BUCKET,
      key,
      query: request.query as Record<string, string>,
    });

  const openUpload = async (uploadId: string | undefined, key: string, grant: Grant): Promise<UploadRow | null> => {
    if (!uploadId || !/^[0-9A-F]{32}$/.test(uploadId)) return null;
    const row = await uploadById(ctx.db, uploadId);
    return row && row.state === 'OPEN' && row.object_key === key && row.member_id === grant.memberId ? row : null;
  };
  const noSuchUpload: OssRefusal = { status: 404, code: 'NoSuchUpload', message: 'The specified upload does not exist.' };

  void app.register(async (bucket) => {
    // Bodies are streams here (parts are written to disk as they arrive); each handler reads or drains its own.
    bucket.removeAllContentTypeParsers();
    bucket.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

    bucket.options(`/${STORAGE_BUCKET}/*`, async (request, reply) => answerPreflight(request, reply, origins));

    bucket.post(`/${STORAGE_BUCKET}/*`, async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      const query = request.query as Record<string, string>;
      if (!applyCors(request, reply, origins)) return refuse(reply, { status: 403, code: 'AccessDenied', message: 'origin not allowed' });
      const checked = checkKey(key);
      if (!checked.ok) return refuse(reply, { status: 400, code: 'InvalidObjectName', message: checked.reason });
      const auth = await authorize(request, key);
      if (!('grant' in auth)) {
        discard(request);
        return refuse(reply, auth);
      }
      const { grant } = auth;

      if ('uploads' in query) {
        discard(request);
        if (await objectExists(ctx.db, key)) return refuse(reply, { status: 409, code: 'FileAlreadyExists', message: 'The object you specified already exists and can not be overwritten.' });
        if ((await openUploadCount(ctx.db, key)) >= 3) return refuse(reply, { status: 409, code: 'TooManyUploads', message: 'abort the open uploads of this key first' });
        const uploadId = crypto.randomBytes(16).toString('hex').toUpperCase();
        let name = '';
        try {
          name = decodeURIComponent(String(request.headers['x-oss-meta-name'] ?? ''));
        } catch {
          name = '';
        }
        await insertUpload(ctx.db, { uploadId, key, memberId: grant.memberId, name: storedName(name, key), maxBytes: grant.maxBytes });
        fs.mkdirSync(partsDir(uploadId), { recursive: true });
        return sendXml(reply, 200, xml('InitiateMultipartUploadResult', { Bucket: STORAGE_BUCKET, Key: key, UploadId: uploadId }));
      }

      const upload = await openUpload(query.uploadId, key, grant);
      if (!upload) {
        discard(request);
        return refuse(reply, noSuchUpload);
      }
      const text = await readSmall(request.body as Readable, MAX_COMPLETE_XML_BYTES);
      const listed = text === null ? null : parseCompleteXml(text);
      if (!listed) return refuse(reply, { status: 400, code: 'MalformedXML', message: 'CompleteMultipartUpload with at least one Part expected' });
      const stored = new Map(
        (await partsOf(ctx.db, upload.upload_id)).map((p) => [p.part_number, p]),
      );
      let total = 0;
      for (const [i, part] of listed.entries()) {
        const have = stored.get(part.number);
        if (!have || have.etag !== part.etag) return refuse(reply, { status: 400, code: 'InvalidPart', message: `part ${part.number} was not uploaded or its ETag differs` });
        if (i > 0 && part.number <= (listed[i - 1]?.number ?? 0)) return refuse(reply, { status: 400, code: 'InvalidPartOrder', message: 'parts must be listed in ascending order' });
        if (i < listed.length - 1 && have.size < MIN_PART_BYTES) return refuse(reply, { status: 400, code: 'EntityTooSmall', message: 'every part but the last needs 100 KB' });
        total += have.size;
      }
      if (total < 1 || total > upload.max_bytes) return refuse(reply, { status: 400, code: 'EntityTooLarge', message: 'the object is outside the granted size' });
      if (await objectExists(ctx.db, key)) return refuse(reply, { status: 409, code: 'FileAlreadyExists', message: 'The object you specified already exists and can not be overwritten.' });

      const target = objectPath(root, key);
      if (!target) return refuse(reply, { status: 400, code: 'InvalidObjectName', message: 'key: invalid' });
      fs.mkdirSync(path.dirname(target), { recursive: true });
      const assembling = `${target}.${upload.upload_id}.part`;
      const out = fs.createWriteStream(assembling, { flags: 'wx' });
      try {
        for (const part of listed) {
          for await (const chunk of fs.createReadStream(path.join(partsDir(upload.upload_id), String(part.number)))) {
            if (!out.write(chunk)) await once(out, 'drain');
          }
        }
        await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())));
        const head = Buffer.alloc(Math.min(CONTENT_HEAD_BYTES, total));
        const fd = fs.openSync(assembling, 'r');
        try {
          fs.readSync(fd, head, 0, head.length, 0);
        } finally {
          fs.closeSync(fd);
        }
        const problem = await contentProblem(key, head);
        if (problem) {
          fs.rmSync(assembling, { force: true });
          return refuse(reply, { status: 400, code: 'InvalidObjectContent', message: problem });
        }
        fs.linkSync(assembling, target); // fails when the key exists: never overwrite (P07)
      } catch (error) {
        out.destroy();
        fs.rmSync(assembling, { force: true });
        if ((error as NodeJS.ErrnoException).code === 'EEXIST') return refuse(reply, { status: 409, code: 'FileAlreadyExists', message: 'The object you specified already exists and can not be overwritten.' });
        throw error;
      }
      fs.rmSync(assembling, { force: true });
      const object = await recordStoredObject(ctx, { key, name: upload.name, size: total, memberId: upload.member_id });
      await closeUpload(ctx.db, upload.upload_id, 'COMPLETED');
      fs.rmSync(partsDir(upload.upload_id), { recursive: true, force: true });
      const etag = `"${crypto.createHash('md5').update(listed.map((p) => p.etag).join('')).digest('hex').toUpperCase()}-${listed.length}"`;
      reply.header('etag', etag);
      return sendXml(reply, 200, xml('CompleteMultipartUploadResult', { Location: `${FILE_HOST_PATH}${object.key}`, Bucket: STORAGE_BUCKET, Key: key, ETag: etag }));
    });

    bucket.put(`/${STORAGE_BUCKET}/*`, async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      const query = request.query as Record<string, string>;
      if (!applyCors(request, reply, origins)) {
        discard(request);
        return refuse(reply, { status: 403, code: 'AccessDenied', message: 'origin not allowed' });
      }
      if (!checkKey(key).ok || !query.partNumber || !query.uploadId) {
        discard(request);
        return refuse(reply, { status: 400, code: 'NotImplemented', message: 'only UploadPart (partNumber, uploadId) is served here; single uploads use the PostObject host' });
      }
      const auth = await authorize(request, key);
      if (!('grant' in auth)) {
        discard(request);
        return refuse(reply, auth);
      }
      const upload = await openUpload(query.uploadId, key, auth.grant);
      if (!upload) {
        discard(request);
        return refuse(reply, noSuchUpload);
      }
      const partNumber = Number(query.partNumber);
      if (!Number.isInteger(partNumber) || partNumber < 1 || partNumber > MAX_PART_NUMBER || String(partNumber) !== query.partNumber) {
        discard(request);
        return refuse(reply, { status: 400, code: 'InvalidArgument', message: 'partNumber: 1…10000' });
      }
      const room = Math.min(UPLOAD_PART_MAX_BYTES, upload.max_bytes - (await otherPartsSize(ctx.db, upload.upload_id, partNumber)));
      const declared = Number(request.headers['content-length'] ?? NaN);
      if (room < 1 || (Number.isFinite(declared) && declared > room)) {
        discard(request);
        return refuse(reply, { status: 400, code: 'EntityTooLarge', message: 'the part is larger than the granted size allows' });
      }
      const file = path.join(partsDir(upload.upload_id), String(partNumber));
      const temp = `${file}.${crypto.randomBytes(4).toString('hex')}`;
      fs.mkdirSync(partsDir(upload.upload_id), { recursive: true });
      const written = await writeLimited(request.body as Readable, temp, room);
      if (!written) return refuse(reply, { status: 400, code: 'EntityTooLarge', message: 'the part is larger than the granted size allows' });
      const md5 = request.headers['content-md5'];
      if (typeof md5 === 'string' && md5 && Buffer.from(written.md5, 'hex').toString('base64') !== md5) {
        fs.rmSync(temp, { force: true });
        return refuse(reply, { status: 400, code: 'InvalidDigest', message: 'Content-MD5 does not match the part' });
      }
      fs.renameSync(temp, file);
      const etag = written.md5.toUpperCase();
      await savePart(ctx.db, upload.upload_id, { part_number: partNumber, size: written.size, etag });
      return reply.status(200).header('etag', `"${etag}"`).header('x-oss-request-id', crypto.randomUUID()).send();
    });

    bucket.delete(`/${STORAGE_BUCKET}/*`, async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      const query = request.query as Record<string, string>;
      if (!applyCors(request, reply, origins)) return refuse(reply, { status: 403, code: 'AccessDenied', message: 'origin not allowed' });
      if (!checkKey(key).ok || !query.uploadId) return refuse(reply, { status: 400, code: 'NotImplemented', message: 'only AbortMultipartUpload (uploadId) is served here' });
      const auth = await authorize(request, key);
      if (!('grant' in auth)) return refuse(reply, auth);
      const upload = await openUpload(query.uploadId, key, auth.grant);
      if (!upload) return refuse(reply, noSuchUpload);
      await closeUpload(ctx.db, upload.upload_id, 'ABORTED');
      fs.rmSync(partsDir(upload.upload_id), { recursive: true, force: true });
      return reply.status(204).header('x-oss-request-id', crypto.randomUUID()).send();
    });
  });
}
