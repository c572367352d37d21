/**
 * Uploads (P01–P13): `GET /basic/aliyun/sign` → a PostObject form (or, for large files, ali-oss's multipart
 * upload) sent straight to the storage host named in the answer.
 */
import { z } from 'zod';

/**
 * Query of the sign call. `dir`: the key prefix (one of UPLOAD_PREFIX / NEWS_COVER_PREFIX). `name` and `size`
 * (the file about to be sent) let the API pick the one object key the signature is good for and refuse an
 * over-limit file before anything is sent. `key`: new credentials for a multipart upload of that key already
 * granted to the same member (ali-oss's `refreshSTSToken`).
 */
export const uploadSignQuery = z.object({
  dir: z.string().trim().max(80).optional(),
  name: z.string().max(255).optional(),
  size: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  key: z.string().max(200).optional(),
});
export type UploadSignQuery = z.infer<typeof uploadSignQuery>;

/** What ali-oss needs for a resumable multipart upload of the signed key (short-lived, for that key only). */
export const multipartGrantSchema = z.object({
  /** Origin of the storage host (`http(s)://host[:port]`). */
  endpoint: z.string(),
  /** Path-style bucket on that host. */
  bucket: z.string(),
  accessKeySecret: z.string(),
  /** Epoch seconds when the credentials expire. */
  expiration: z.number(),
  partSize: z.number(),
});
export type MultipartGrant = z.infer<typeof multipartGrantSchema>;

export const uploadSignSchema = z.object({
  signature: z.string(),
  policy: z.string(),
  accessKeyId: z.string(),
  /** Where the PostObject form goes: the storage host itself, not the site's `/api` rewrite. */
  uploadHost: z.string(),
  /** The key prefix the policy allows. */
  dir: z.string(),
  /** Epoch seconds when the policy expires. */
  expire: z.number(),
  /** Where stored keys are served (`{fileHost}{key}`). */
  fileHost: z.string(),
  /** P03: a security token, sent as the `x-oss-security-token` field only when present. */
  securityToken: z.string().nullable().optional(),
  /** The exact object key the policy names (when the call gave the file name). */
  key: z.string().optional(),
  /** Credentials of a multipart upload (when the call gave a size above the PostObject limit). */
  multipart: multipartGrantSchema.nullable().optional(),
});
export type UploadSign = z.infer<typeof uploadSignSchema>;

/** Answer of the storage stand-in after a stored upload. */
export const storedObjectSchema = z.object({
  key: z.string(),
  url: z.string(),
  name: z.string(),
  size: z.number(),
  type: z.string(),
});
export type StoredObject = z.infer<typeof storedObjectSchema>;
