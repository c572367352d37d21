/**
 * Upload grants (issue 17 item 7): what `GET /basic/aliyun/sign` hands a member is good for one object.
 *
 * A grant is a row with short-lived credentials in the shape of Aliyun STS: an `STS.<hex>` key id, and a secret
 * and security token derived from the stand-in's storage secret (HMAC), so neither is stored. It names the exact
 * object key (prefix + 36 random hex + the file's extension; or only the stem without extension when the call
 * gave no file name), the member it was issued to, the largest size and an expiry of minutes. The storage
 * stand-in checks every PostObject and multipart request against it, whatever policy document the holder of
 * the secret writes, and an object stored under a grant uses it up.
 */
import crypto from 'node:crypto';
import { UPLOAD_CREDENTIALS_TTL_SECONDS, UPLOAD_KEY_HEX_LENGTH, UPLOAD_MAX_BYTES } from '@/lib/constants';
import { extensionOf } from '@/lib/shared/upload-names';
import type { Db } from '../db/connection';
import { get, run } from '../db/sql';
import { nowText } from '../db/time';
import { ALLOWED_PREFIXES, checkKey, EXTENSIONS, kindOfPrefix } from './oss-policy';

export interface Grant {
  accessKeyId: string;
  memberId: number;
  /** The exact key, or the stem (prefix + 36 hex) when `exact` is false. */
  objectKey: string;
  exact: boolean;
  maxBytes: number;
  /** Epoch ms. */
  expiresAt: number;
  usedAt: number | null;
}

export interface IssuedGrant {
  grant: Grant;
  accessKeySecret: string;
  securityToken: string;
}

interface GrantRow {
  access_key_id: string;
  member_id: number;
  object_key: string;
  exact: number;
  max_bytes: number;
  expires_at: number;
  used_at: number | null;
}

const toGrant = (r: GrantRow): Grant => ({
  accessKeyId: r.access_key_id,
  memberId: r.member_id,
  objectKey: r.object_key,
  exact: r.exact === 1,
  maxBytes: r.max_bytes,
  expiresAt: r.expires_at,
  usedAt: r.used_at,
});

const derive = (storageSecret: string, purpose: string, accessKeyId: string) =>
  crypto.createHmac('sha256', storageSecret).update(`${purpose}\n${accessKeyId}`).digest('base64url');

/** The secret a grant's requests are signed with. */
export function grantSecret(storageSecret: string, accessKeyId: string): string {
  return derive(storageSecret, 'secret', accessKeyId);
}

/** The security token that must accompany a grant's key id. */
export function grantToken(storageSecret: string, accessKeyId: string): string {
  return derive(storageSecret, 'token', accessKeyId);
}

/** Constant-time string comparison. */
export function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}

export async function findGrant(db: Db, accessKeyId: string): Promise<Grant | null> {
  const row = await get<GrantRow>(db, 'SELECT * FROM upload_grants WHERE access_key_id = ?', accessKeyId);
  return row ? toGrant(row) : null;
}

/** Whether `key` is the object the grant names (the stem form allows only an extension after the stem). */
export function grantAllowsKey(grant: Grant, key: string): boolean {
  if (grant.exact) return key === grant.objectKey;
  return key.startsWith(grant.objectKey) && /^(\.[a-z0-9]{1,8})?$/.test(key.slice(grant.objectKey.length));
}

/** Why a grant cannot be used now for `key`, or null. */
export function grantProblem(grant: Grant, key: string, nowMs: number): string | null {
  if (grant.expiresAt <= nowMs) return 'SecurityTokenExpired: the upload grant has expired';
  if (grant.usedAt !== null) return 'AccessDenied: the upload grant was already used for an object';
  if (!grantAllowsKey(grant, key)) return 'AccessDenied: key outside the upload grant';
  return null;
}

export async function markGrantsUsed(db: Db, key: string, nowMs: number): Promise<void> {
  await run(db, 'UPDATE upload_grants SET used_at = ? WHERE used_at IS NULL AND (object_key = ? OR (exact = 0 AND substr(?, 1, length(object_key)) = object_key))', nowMs, key, key);
}

export interface GrantRequest {
  memberId: number;
  dir?: string;
  /** The file name (for the extension of the key). */
  name?: string;
  /** The size of the file about to be sent. */
  size?: number;
  /** Renew the credentials of this key (granted to the same member, not yet stored). */
  renewKey?: string;
}

const randomHex = (chars: number) => crypto.randomBytes(Math.ceil(chars / 2)).toString('hex').slice(0, chars);

function limitMb(bytes: number): string {
  return `${Math.round(bytes / (1024 * 1024))} MB`;
}

/** Issues a grant, or answers why not (a `field: reason` message). */
export async function issueGrant(
  db: Db,
  storageSecret: string,
  request: GrantRequest,
  nowMs = Date.now(),
  ttlSeconds = UPLOAD_CREDENTIALS_TTL_SECONDS,
): Promise<IssuedGrant | { problem: string }> {
  let objectKey: string;
  let exact: boolean;
  let maxBytes: number;
  if (request.renewKey !== undefined) {
    const key = request.renewKey;
    const earlier = await get<GrantRow>(
      db,
      'SELECT * FROM upload_grants WHERE object_key = ? AND exact = 1 AND member_id = ? ORDER BY created_at DESC LIMIT 1',
      key,
      request.memberId,
    );
    if (!earlier) return { problem: 'key: not granted to this member' };
    if (earlier.used_at !== null || await get(db, 'SELECT 1 FROM stored_objects WHERE object_key = ?', key)) return { problem: 'key: already stored' };
    objectKey = key;
    exact = true;
    maxBytes = earlier.max_bytes;
  } else {
    const dir = request.dir ?? '';
    if (!ALLOWED_PREFIXES.includes(dir)) return { problem: 'dir: unknown upload prefix' };
    const kind = kindOfPrefix(dir);
    const limit = UPLOAD_MAX_BYTES[kind];
    if (request.size !== undefined && request.size > limit) return { problem: `size: over the limit of ${limitMb(limit)} under ${dir}` };
    const stem = `${dir}${randomHex(UPLOAD_KEY_HEX_LENGTH)}`;
    if (request.name !== undefined) {
      const ext = extensionOf(request.name);
      if (!EXTENSIONS[kind].includes(ext)) return { problem: `name: type ${ext || '(none)'} not allowed under ${dir}` };
      objectKey = stem + ext;
      exact = true;
      if (!checkKey(objectKey).ok) return { problem: 'name: not a valid upload name' };
    } else {
      objectKey = stem;
      exact = false;
    }
    maxBytes = request.size ?? limit;
  }
  const accessKeyId = `STS.${randomHex(24)}`;
  const grant: Grant = { accessKeyId, memberId: request.memberId, objectKey, exact, maxBytes, expiresAt: nowMs + ttlSeconds * 1000, usedAt: null };
  await run(
    db,
    'INSERT INTO upload_grants (access_key_id, member_id, object_key, exact, max_bytes, expires_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    accessKeyId,
    grant.memberId,
    objectKey,
    exact ? 1 : 0,
    maxBytes,
    grant.expiresAt,
    nowText(),
  );
  return { grant, accessKeySecret: grantSecret(storageSecret, accessKeyId), securityToken: grantToken(storageSecret, accessKeyId) };
}

/** Drops grants that expired more than a day ago (called when new ones are issued; cheap with the primary key scan). */
export async function pruneGrants(db: Db, nowMs = Date.now()): Promise<void> {
  await run(db, 'DELETE FROM upload_grants WHERE expires_at < ?', nowMs - 86_400_000);
}
