import { uploadSignSchema, type UploadSign, type UploadSignQuery } from '@/lib/contract/upload';
import type { Transport } from '@/lib/api/transport';

/**
 * P01: `GET /basic/aliyun/sign?dir=&name=&size=` → `{signature, policy, accessKeyId, uploadHost, key, …}`.
 * A string is the key prefix alone (the call of the specification).
 */
export function getUploadSign(t: Transport, query: string | UploadSignQuery): Promise<UploadSign> {
  return t.get('/basic/aliyun/sign', { query: typeof query === 'string' ? { dir: query } : { ...query }, schema: uploadSignSchema });
}
