/**
 * The upload flow of every feature (P01–P12): compress JPEG/PNG, fetch a signature for the key prefix,
 * then POST a multipart PostObject (key, policy, OSSAccessKeyId, signature, optional token, file last)
 * to the signed upload host with the upload timeout, reporting progress.
 */
import axios from 'axios';
import { UPLOAD_TIMEOUT_MS } from '../constants';
import type { UploadSign } from '../contract/upload';
import { storedObjectSchema } from '../contract/upload';
import { compressImage } from './compress';
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
  /** Tests and callers that already hold a signature. */
  sign?: () => Promise<UploadSign>;
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

async function defaultSign(prefix: string): Promise<UploadSign> {
  const [{ clientTransport }, { getUploadSign }] = await Promise.all([import('../api/client'), import('../api/upload')]);
  return getUploadSign(clientTransport, prefix);
}

export async function uploadFile(original: File, options: UploadOptions): Promise<UploadedFile> {
  const name = sanitizeFileName(original.name);
  const file = await compressImage(original);
  const sign = await (options.sign ? options.sign() : defaultSign(options.prefix));
  const key = objectKey(sign.dir || options.prefix, name);
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
