/**
 * Shared pieces of the upload tests: the sign call, a PostObject sent the way a browser sends it, and small
 * files whose first bytes are what they claim (or deliberately not).
 */
import QRCode from 'qrcode';
import { expect } from 'vitest';
import { uploadSignSchema, type UploadSign } from '../../lib/contract/upload';
import { call, type TestApi } from './helpers';

export interface UploadBody {
  name: string;
  type: string;
  data: Buffer;
}

export async function signUpload(api: TestApi, token: string, query: Record<string, string | number>): Promise<UploadSign> {
  const res = await call(api, 'GET', '/basic/aliyun/sign', { token, query });
  expect(res.body, JSON.stringify(res.body)).toMatchObject({ code: 0 });
  return uploadSignSchema.parse(res.body.data);
}

export function multipartBody(fields: Record<string, string>, file: UploadBody | null) {
  const boundary = '----formboundary' + Math.random().toString(16).slice(2);
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  if (file) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`));
    parts.push(file.data, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** The PostObject fields of a signature (P02, P03: the token only when given). */
export function postFields(s: UploadSign, key: string = s.key ?? ''): Record<string, string> {
  return {
    key,
    policy: s.policy,
    OSSAccessKeyId: s.accessKeyId,
    signature: s.signature,
    ...(s.securityToken ? { 'x-oss-security-token': s.securityToken } : {}),
  };
}

export interface StoredAnswer {
  status: number;
  headers: Record<string, unknown>;
  body: { code: number; msg: string; data: { key: string; url: string; name: string; size: number; type: string } };
}

export async function postObject(api: TestApi, fields: Record<string, string>, file: UploadBody | null, headers: Record<string, string> = {}): Promise<StoredAnswer> {
  const { payload, contentType } = multipartBody(fields, file);
  const res = await api.app.inject({ method: 'POST', url: '/api/oss', headers: { 'content-type': contentType, ...headers }, payload });
  return { status: res.statusCode, headers: res.headers, body: res.json() };
}

/** A real PNG (a QR code) of about `width` px. */
export function realPng(text = 'upload', width = 64): Promise<Buffer> {
  return QRCode.toBuffer(text, { type: 'png', width, margin: 1 });
}

/** The first bytes of a PNG declaring `width` × `height` (header only: what a pixel flood looks like before decoding). */
export function pngHeader(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 6, 0, 0, 0], 8);
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    return Buffer.concat([len, Buffer.from(type, 'latin1'), data, Buffer.alloc(4)]);
  };
  return Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), chunk('IHDR', ihdr), chunk('IDAT', Buffer.alloc(2048)), chunk('IEND', Buffer.alloc(0))]);
}

/** A 1×1 GIF. */
export const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
