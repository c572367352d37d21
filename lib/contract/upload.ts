/**
 * Uploads (P01–P13): `GET /basic/aliyun/sign` → multipart PostObject to `uploadHost`.
 */
import { z } from 'zod';

/** Query of the sign call: the key prefix the upload will use (one of UPLOAD_PREFIX / NEWS_COVER_PREFIX). */
export const uploadSignQuery = z.object({ dir: z.string().trim().max(80).optional() });

export const uploadSignSchema = z.object({
  signature: z.string(),
  policy: z.string(),
  accessKeyId: z.string(),
  uploadHost: z.string(),
  /** The key prefix the policy allows. */
  dir: z.string(),
  /** Epoch seconds when the policy expires. */
  expire: z.number(),
  /** Where stored keys are served (`{fileHost}{key}`). */
  fileHost: z.string(),
  /** P03: a security token, sent as the `x-oss-security-token` field only when present. */
  securityToken: z.string().nullable().optional(),
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
