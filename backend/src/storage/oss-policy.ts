/**
 * Upload policies and object keys of the bundled storage stand-in, in the shape of an Aliyun OSS PostObject policy:
 * `policy` = base64(JSON {expiration, conditions}), `signature` = base64(HMAC-SHA1(secret, policy)), the secret
 * being the one of the upload grant (`upload-grants.ts`). Conditions: `["content-length-range", min, max]`,
 * `["eq", "$key", key]` and `["starts-with", "$key", stem]`.
 */
import crypto from 'node:crypto';
import {
  NEWS_CONTENT_IMAGE_PREFIX,
  NEWS_COVER_PREFIX,
  UPLOAD_KEY_HEX_LENGTH,
  UPLOAD_MAX_BYTES,
  UPLOAD_POLICY_TTL_SECONDS,
  UPLOAD_PREFIX,
} from '@/lib/constants';
import { readEnv, type ApiEnv } from '../config';

export interface StorageKeys {
  accessKeyId: string;
  secret: string;
}

/** The stand-in's key pair: `STORAGE_ACCESS_KEY_ID` / `STORAGE_ACCESS_KEY_SECRET`, or the local development pair. */
export function storageKeys(env: Pick<ApiEnv, 'storageAccessKeyId' | 'storageAccessKeySecret'> = readEnv()): StorageKeys {
  return { accessKeyId: env.storageAccessKeyId, secret: env.storageAccessKeySecret };
}

/** Every key prefix an upload may use (§9 plus the news prefixes of this build). */
export const ALLOWED_PREFIXES: readonly string[] = [...Object.values(UPLOAD_PREFIX), NEWS_COVER_PREFIX, NEWS_CONTENT_IMAGE_PREFIX];

export type UploadKind = keyof typeof UPLOAD_MAX_BYTES;

/** Kind of a prefix by its media: `image/…`, `video/…` and the company image/video folders; the rest are files. */
export function kindOfPrefix(prefix: string): UploadKind {
  if (/(^|\/)image\//.test(prefix)) return 'image';
  if (/(^|\/)video\//.test(prefix)) return 'video';
  return 'file';
}

export const EXTENSIONS: Record<UploadKind, readonly string[]> = {
  image: ['.jpg', '.jpeg', '.png', '.gif', '.webp'],
  video: ['.mp4', '.mov', '.webm', '.m4v'],
  file: ['.pdf', '.doc', '.docx', '.xls', '.xlsx', '.ppt', '.pptx', '.txt', '.csv', '.zip', '.rar', '.jpg', '.jpeg', '.png', '.mp4'],
};

/** The allowed prefix a key starts with (longest match), or null. */
export function prefixOfKey(key: string): string | null {
  let best: string | null = null;
  for (const p of ALLOWED_PREFIXES) if (key.startsWith(p) && (!best || p.length > best.length)) best = p;
  return best;
}

const KEY_REST = new RegExp(`^[0-9a-f]{${UPLOAD_KEY_HEX_LENGTH}}(\\.[a-z0-9]{1,8})?$`);

/** P05: `{prefix}{36 hex}{extension}` with an allowed prefix and an extension fitting its kind; else a reason. */
export function checkKey(key: string): { ok: true; prefix: string; kind: UploadKind } | { ok: false; reason: string } {
  const prefix = prefixOfKey(key);
  if (!prefix) return { ok: false, reason: 'key: prefix not allowed' };
  const rest = key.slice(prefix.length);
  if (!KEY_REST.test(rest)) return { ok: false, reason: 'key: must be prefix + 36 hex characters + extension' };
  const kind = kindOfPrefix(prefix);
  const ext = rest.slice(UPLOAD_KEY_HEX_LENGTH);
  if (!EXTENSIONS[kind].includes(ext)) return { ok: false, reason: `file: type ${ext || '(none)'} not allowed under ${prefix}` };
  return { ok: true, prefix, kind };
}

export interface PolicyDocument {
  expiration: string;
  conditions: (string | number)[][];
}

export function signPolicy(policyBase64: string, secret: string): string {
  return crypto.createHmac('sha1', secret).update(policyBase64).digest('base64');
}

export interface IssuedPolicy {
  policy: string;
  signature: string;
  dir: string;
  expire: number;
}

/**
 * A PostObject policy for one object: `["eq", "$key", key]` (or `starts-with` the key stem when no extension is
 * known yet), `content-length-range` up to `maxBytes`, expiring after `ttlSeconds` (minutes).
 */
export function issuePolicy(
  target: { dir: string; key: string; exact: boolean; maxBytes: number },
  secret: string,
  nowMs = Date.now(),
  ttlSeconds = UPLOAD_POLICY_TTL_SECONDS,
): IssuedPolicy {
  const expireMs = nowMs + ttlSeconds * 1000;
  const doc: PolicyDocument = {
    expiration: new Date(expireMs).toISOString(),
    conditions: [
      ['content-length-range', 1, target.maxBytes],
      target.exact ? ['eq', '$key', target.key] : ['starts-with', '$key', target.key],
    ],
  };
  const policy = Buffer.from(JSON.stringify(doc)).toString('base64');
  return { policy, signature: signPolicy(policy, secret), dir: target.dir, expire: Math.floor(expireMs / 1000) };
}

/** Checks a policy document's expiry and conditions for `key` and `size`; answers a reason when refused. */
export function checkPolicyDocument(policy: string, key: string, size: number, nowMs = Date.now()): string | null {
  let doc: PolicyDocument;
  try {
    doc = JSON.parse(Buffer.from(policy, 'base64').toString('utf8')) as PolicyDocument;
  } catch {
    return 'InvalidPolicyDocument';
  }
  if (!doc || typeof doc !== 'object') return 'InvalidPolicyDocument';
  const expiresAt = Date.parse(String(doc.expiration));
  if (!Number.isFinite(expiresAt) || expiresAt < nowMs) return 'Policy expired';
  if (!Array.isArray(doc.conditions)) return 'InvalidPolicyDocument';
  for (const condition of doc.conditions) {
    if (!Array.isArray(condition)) continue;
    const [name, a, b] = condition;
    if (name === 'content-length-range' && (size < Number(a) || size > Number(b))) return 'EntityTooLarge or EntityTooSmall: size out of the policy range';
    if (name === 'starts-with' && a === '$key' && !key.startsWith(String(b))) return 'AccessDenied: key outside the policy prefix';
    if (name === 'eq' && a === '$key' && key !== String(b)) return 'AccessDenied: key is not the one the policy names';
  }
  return null;
}
