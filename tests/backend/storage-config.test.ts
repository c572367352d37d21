/**
 * P04: the storage provider is chosen by server configuration. The bundled backend ships one provider, an
 * OSS/minio-compatible PostObject host; where the browser sends files and with which key pair they are signed come
 * from `STORAGE_PUBLIC_URL` and `STORAGE_ACCESS_KEY_ID` / `STORAGE_ACCESS_KEY_SECRET`, and the host accepts the
 * fields an Aliyun OSS PostObject carries.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORAGE_PROVIDERS, UPLOAD_PREFIX } from '@/lib/constants';
import { readEnv } from '../../backend/src/config';
import { createTestApi, loginDemo, type TestApi } from './helpers';
import { postFields, postObject, realPng, signUpload } from './upload-helpers';

let api: TestApi;
let token: string;
beforeAll(async () => {
  const configured = readEnv({ STORAGE_PUBLIC_URL: 'https://oss.example.com', STORAGE_ACCESS_KEY_ID: 'deploy-key', STORAGE_ACCESS_KEY_SECRET: 'deploy-secret-0123456789' });
  api = await createTestApi({
    storagePublicUrl: configured.storagePublicUrl,
    storageAccessKeyId: configured.storageAccessKeyId,
    storageAccessKeySecret: configured.storageAccessKeySecret,
  });
  token = (await loginDemo(api)).access_token;
});
afterAll(async () => api.close());

describe('P04 storage provider by configuration', () => {
  it('P04 the providers of the specification are aliyun, tencent-cos and minio', () => {
    expect(STORAGE_PROVIDERS).toEqual(['aliyun', 'tencent-cos', 'minio']);
  });

  it('P04 the sign call names the configured storage host; its PostObject of OSS fields (key, policy, OSSAccessKeyId, signature, file) is stored', async () => {
    const png = await realPng('p04');
    const s = await signUpload(api, token, { dir: UPLOAD_PREFIX.postImage, name: 'p04.png', size: png.length });
    expect(s.uploadHost).toBe('https://oss.example.com/api/oss');
    const fields = postFields(s);
    expect(Object.keys(fields).slice(0, 4)).toEqual(['key', 'policy', 'OSSAccessKeyId', 'signature']);
    const stored = await postObject(api, fields, { name: 'p04.png', type: 'image/png', data: png });
    expect(stored.body).toMatchObject({ code: 0, data: { key: s.key, type: 'image/png' } });
  });

  it('P04 a signature made with another key pair than the configured one is refused', async () => {
    const png = await realPng('p04-other');
    const s = await signUpload(api, token, { dir: UPLOAD_PREFIX.postImage, name: 'p04.png', size: png.length });
    const forged = { ...postFields(s), signature: Buffer.from('signed with the default secret').toString('base64') };
    const res = await postObject(api, forged, { name: 'p04.png', type: 'image/png', data: png });
    expect(res.body.code).not.toBe(0);
  });

  it('P04 without configuration the storage host is the API itself', () => {
    expect(readEnv({}).storagePublicUrl).toBe('http://127.0.0.1:4000');
    expect(readEnv({ API_PORT: '4310' }).storagePublicUrl).toBe('http://127.0.0.1:4310');
  });
});
