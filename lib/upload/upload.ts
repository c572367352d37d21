/**
 * The upload flow of every feature (P01–P12): refuse an image whose header declares too many pixels, compress
 * JPEG/PNG, fetch a signature for the key prefix (with the file's name and size: the API picks the one key it is
 * good for and refuses an over-limit file), then send the file straight to the storage host the signature names
 * (never through the site's `/api` rewrite): a multipart PostObject (key, policy, OSSAccessKeyId, signature,
 * optional token, file last) with the upload timeout, or, above UPLOAD_MULTIPART_THRESHOLD, ali-oss's resumable
 * multipart upload (`multipart.ts`). Progress is reported either way.
 */
import axios from 'axios';
import { UPLOAD_MULTIPART_THRESHOLD, UPLOAD_TIMEOUT_MS } from '../constants';
import type { UploadSign, UploadSignQuery } from '../contract/upload';
import { storedObjectSchema } from '../contract/upload';
import { compressImage } from './compress';
import { exceedsImageLimits } from './image-header';
import { objectKey, sanitizeFileName } from '@/lib/shared/upload-names';

export interface UploadedFile {
  key: string;
  url: string;
  /** The display name (P06 rule applied). */
  name: string;
  size: number;
  type: string;
}

export interface UploadOptions {
  prefix: string;
  /** 0…100. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
  /** Tests and callers that already hold a signature; `query` is what the sign call would be asked. */
  sign?: (query: UploadSignQuery) => Promise<UploadSign>;
}

export class UploadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UploadError';
  }
}

/** The multipart body of a PostObject (P02: file is the last field; P03: the token only when given). */
export function postObjectForm(sign: UploadSign, key: string, file: Blob, fileName: string): FormData {
  const form = new FormData();
  form.append('key', key);
  form.append('policy', sign.policy);
  form.append('OSSAccessKeyId', sign.accessKeyId);
  form.append('signature', sign.signature);
  form.append('success_action_status', '200');
  if (sign.securityToken) form.append('x-oss-security-token', sign.securityToken);
  form.append('file', file, fileName);
  return form;
}

async function defaultSign(query: UploadSignQuery): Promise<UploadSign> {
  const [{ clientTransport }, { getUploadSign }] = await Promise.all([import('../api/client'), import('../api/upload')]);
  return getUploadSign(clientTransport, query);
}

export async function uploadFile(original: File, options: UploadOptions): Promise<UploadedFile> {
  const name = sanitizeFileName(original.name);
  if (await exceedsImageLimits(original)) throw new UploadError('image too large');
  const file = await compressImage(original);
  const signCall = options.sign ?? defaultSign;
  const sign = await signCall({ dir: options.prefix, name, size: file.size });
  const key = sign.key ?? objectKey(sign.dir || options.prefix, name);
  if (file.size > UPLOAD_MULTIPART_THRESHOLD) {
    if (!sign.multipart || !sign.key) throw new UploadError('the storage host gave no multipart credentials');
    const { multipartUpload } = await import('./multipart');
    await multipartUpload({
      sign: { ...sign, key: sign.key, multipart: sign.multipart },
      body: file,
      name,
      onProgress: options.onProgress,
      signal: options.signal,
      renew: () => signCall({ key }),
    });
    return { key, url: `${sign.fileHost}${key}`, name, size: file.size, type: file.type };
  }
  const response = await axios.post(sign.uploadHost, postObjectForm(sign, key, file, name), {
    timeout: UPLOAD_TIMEOUT_MS,
    signal: options.signal,
    headers: { 'x-oss-forbid-overwrite': 'true' },
    validateStatus: () => true,
    onUploadProgress: (event) => {
      if (options.onProgress && event.total) options.onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    },
  });
  const body = response.data as { code?: number; msg?: string; data?: unknown } | undefined;
  if (response.status < 200 || response.status >= 300 || !body || body.code !== 0) {
    throw new UploadError(body?.msg || `upload failed (${response.status})`);
  }
  const stored = storedObjectSchema.safeParse(body.data);
  options.onProgress?.(100);
  return stored.success
    ? { ...stored.data, name }
    : { key, url: `${sign.fileHost}${key}`, name, size: file.size, type: file.type };
}
