/**
 * Verification of a PostObject form (P02/P03) against the upload grant its `OSSAccessKeyId` names: the security
 * token, the policy signature (HMAC-SHA1 with the grant's secret), the policy document (expiry, key, size range)
 * and, whatever the document says, the grant itself (expiry, the one key, the size it was issued for, not used
 * yet). Objects above UPLOAD_MULTIPART_THRESHOLD must use the multipart calls.
 */
import { UPLOAD_MAX_BYTES, UPLOAD_MULTIPART_THRESHOLD } from '@/lib/constants';
import type { Db } from '../db/connection';
import { get } from '../db/sql';
import { checkKey, checkPolicyDocument, signPolicy } from './oss-policy';
import { findGrant, grantProblem, grantSecret, grantToken, sameSecret, type Grant } from './upload-grants';

export interface PostObjectFields {
  policy?: string;
  signature?: string;
  accessKeyId?: string;
  key?: string;
  securityToken?: string;
}

export async function verifyPostObject(db: Db, storageSecret: string, fields: PostObjectFields, size: number, nowMs = Date.now()): Promise<{ grant: Grant } | { problem: string }> {
  const { policy, signature, accessKeyId, key, securityToken } = fields;
  if (!policy || !signature || !accessKeyId || !key) return { problem: 'missing field: key, policy, signature and OSSAccessKeyId are required' };
  const grant = await findGrant(db, accessKeyId);
  if (!grant) return { problem: 'InvalidAccessKeyId' };
  if (!sameSecret(securityToken ?? '', grantToken(storageSecret, accessKeyId))) return { problem: 'InvalidSecurityToken' };
  if (!sameSecret(signature, signPolicy(policy, grantSecret(storageSecret, accessKeyId)))) return { problem: 'SignatureDoesNotMatch' };
  const documentProblem = checkPolicyDocument(policy, key, size, nowMs);
  if (documentProblem) return { problem: documentProblem };
  // P07: never replace an object (x-oss-forbid-overwrite: true); said before the grant is found used up
  if (await get(db, 'SELECT 1 FROM stored_objects WHERE object_key = ?', key)) return { problem: 'FileAlreadyExists' };
  const problem = grantProblem(grant, key, nowMs);
  if (problem) return { problem };
  const checked = checkKey(key);
  if (!checked.ok) return { problem: checked.reason };
  if (size < 1 || size > grant.maxBytes || size > UPLOAD_MAX_BYTES[checked.kind]) return { problem: 'EntityTooLarge or EntityTooSmall: size out of the granted range' };
  if (size > UPLOAD_MULTIPART_THRESHOLD) return { problem: 'EntityTooLarge: use a multipart upload above 10 MB' };
  return { grant };
}
