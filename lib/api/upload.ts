import { uploadSignSchema, type UploadSign } from '@/lib/contract/upload';
import type { Transport } from '@/lib/api/transport';

/** P01: `GET /basic/aliyun/sign?dir=` → `{signature, policy, accessKeyId, uploadHost, …}`. */
export function getUploadSign(t: Transport, dir: string): Promise<UploadSign> {
  return t.get('/basic/aliyun/sign', { query: { dir }, schema: uploadSignSchema });
}
