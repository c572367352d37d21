/**
 * OSS header signatures (the "V1" scheme ali-oss signs with) for the multipart calls of the storage stand-in:
 *
 *   Authorization: OSS <AccessKeyId>:base64(HMAC-SHA1(secret, VERB \n Content-MD5 \n Content-Type \n Date
 *                  \n x-oss-…:v (sorted, one a line) \n /bucket/key?subresources))
 *
 * The Date line is `x-oss-date` (browsers may not set `Date`). The key id must be an upload grant's, sent with its
 * security token (`x-oss-security-token`), the time within 15 minutes of the server's, and the grant must still
 * allow the key (upload-grants.ts).
 */
import crypto from 'node:crypto';
import type { Db } from '../db/connection';
import { findGrant, grantProblem, grantSecret, grantToken, sameSecret, type Grant } from './upload-grants';

/** Query parameters that are part of the signed resource (the ones the stand-in's calls use). */
export const SUBRESOURCES = ['partNumber', 'uploadId', 'uploads'] as const;
/** Largest accepted difference between the request's date and the server clock. */
export const MAX_SKEW_MS = 15 * 60 * 1000;

export interface OssRequestParts {
  method: string;
  headers: Record<string, string | string[] | undefined>;
  bucket: string;
  key: string;
  query: Record<string, string>;
}

export interface OssRefusal {
  status: number;
  code: string;
  message: string;
}

function header(headers: OssRequestParts['headers'], name: string): string {
  const v = headers[name];
  return Array.isArray(v) ? (v[0] ?? '') : (v ?? '');
}

/** The string an OSS V1 signature covers. */
export function canonicalString(parts: OssRequestParts): string {
  const lines = [parts.method.toUpperCase(), header(parts.headers, 'content-md5'), header(parts.headers, 'content-type'), header(parts.headers, 'x-oss-date') || header(parts.headers, 'date')];
  const oss = Object.keys(parts.headers)
    .map((k) => k.toLowerCase())
    .filter((k) => k.startsWith('x-oss-'))
    .sort()
    .map((k) => `${k}:${header(parts.headers, k).trim()}`);
  const sub = Object.keys(parts.query)
    .filter((k) => (SUBRESOURCES as readonly string[]).includes(k))
    .sort()
    .map((k) => (parts.query[k] ? `${k}=${parts.query[k]}` : k));
  const resource = `/${parts.bucket}/${parts.key}${sub.length ? `?${sub.join('&')}` : ''}`;
  return [...lines, ...oss, resource].join('\n');
}

export function ossSignature(secret: string, canonical: string): string {
  return crypto.createHmac('sha1', secret).update(Buffer.from(canonical, 'utf8')).digest('base64');
}

/** The grant a signed request acts under, or why it is refused (HTTP status and OSS error code). */
export async function authorizeOssRequest(db: Db, storageSecret: string, parts: OssRequestParts, nowMs = Date.now()): Promise<{ grant: Grant } | OssRefusal> {
  const auth = /^OSS ([^:\s]+):(\S+)$/.exec(header(parts.headers, 'authorization').trim());
  if (!auth) return { status: 403, code: 'AccessDenied', message: 'Authorization: OSS <key id>:<signature> required' };
  const [, accessKeyId = '', signature = ''] = auth;
  const date = Date.parse(header(parts.headers, 'x-oss-date') || header(parts.headers, 'date'));
  if (!Number.isFinite(date)) return { status: 403, code: 'AccessDenied', message: 'x-oss-date required' };
  if (Math.abs(date - nowMs) > MAX_SKEW_MS) return { status: 403, code: 'RequestTimeTooSkewed', message: 'The difference between the request time and the current time is too large.' };
  const grant = await findGrant(db, accessKeyId);
  if (!grant) return { status: 403, code: 'InvalidAccessKeyId', message: 'The OSS Access Key Id you provided does not exist in our records.' };
  if (!sameSecret(header(parts.headers, 'x-oss-security-token'), grantToken(storageSecret, accessKeyId))) {
    return { status: 403, code: 'InvalidSecurityToken', message: 'The security token you provided is invalid.' };
  }
  if (!sameSecret(signature, ossSignature(grantSecret(storageSecret, accessKeyId), canonicalString(parts)))) {
    return { status: 403, code: 'SignatureDoesNotMatch', message: 'The request signature we calculated does not match the signature you provided.' };
  }
  const problem = grantProblem(grant, parts.key, nowMs);
  if (problem) return { status: 403, code: problem.split(':')[0] ?? 'AccessDenied', message: problem };
  if (!grant.exact) return { status: 403, code: 'AccessDenied', message: 'a multipart upload needs a grant for the exact key' };
  return { grant };
}
