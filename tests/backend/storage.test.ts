import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_PREFIX } from '../../lib/constants';
import type { UploadSign } from '../../lib/contract/upload';
import { signPolicy } from '../../backend/src/storage/oss-policy';
import { call, createTestApi, loginDemo, type TestApi } from './helpers';
import { postFields, postObject, signUpload, type UploadBody } from './upload-helpers';

let api: TestApi;
let token: string;
beforeAll(async () => {
  api = await createTestApi();
  token = (await loginDemo(api)).access_token;
});
afterAll(async () => {
  await api.close();
});

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

const sign = (query: Record<string, string | number> = { dir: UPLOAD_PREFIX.postImage, name: 'a.png' }): Promise<UploadSign> => signUpload(api, token, query);
const png = (name = 'a+b#c.png', data = PNG): UploadBody => ({ name, type: 'image/png', data });

describe('P01 GET /basic/aliyun/sign', () => {
  it('needs a member (HTTP 401) and an upload prefix of §9', async () => {
    expect((await call(api, 'GET', '/basic/aliyun/sign', { query: { dir: 'image/post/' } })).status).toBe(401);
    expect((await call(api, 'GET', '/basic/aliyun/sign', { token, query: { dir: '../etc/' } })).body.code).toBe(1);
  });

  it('answers signature, policy, accessKeyId and uploadHost (the storage host); the policy names one key, a size range and minutes', async () => {
    const s = await sign({ dir: UPLOAD_PREFIX.postImage, name: '照片.PNG', size: 1234 });
    expect(s.uploadHost).toBe('http://127.0.0.1:4000/api/oss');
    expect(s.dir).toBe('image/post/');
    expect(s.key).toMatch(/^image\/post\/[0-9a-f]{36}\.png$/);
    expect(s.accessKeyId).toMatch(/^STS\./);
    expect(s.securityToken).toBeTruthy();
    expect(s.multipart).toBeNull();
    const doc = JSON.parse(Buffer.from(s.policy, 'base64').toString('utf8'));
    expect(doc.conditions).toContainEqual(['eq', '$key', s.key]);
    expect(doc.conditions).toContainEqual(['content-length-range', 1, 1234]);
    expect(Date.parse(doc.expiration)).toBeGreaterThan(Date.now());
    expect(Date.parse(doc.expiration)).toBeLessThanOrEqual(Date.now() + 5 * 60_000 + 1000);
  });

  it('without a file name the policy names the key stem (prefix + 36 hex) and the prefix limit', async () => {
    const s = await sign({ dir: UPLOAD_PREFIX.postImage });
    expect(s.key).toBeUndefined();
    const doc = JSON.parse(Buffer.from(s.policy, 'base64').toString('utf8'));
    const stem = doc.conditions.find((c: unknown[]) => c[0] === 'starts-with');
    expect(stem[2]).toMatch(/^image\/post\/[0-9a-f]{36}$/);
    expect(doc.conditions).toContainEqual(['content-length-range', 1, 10 * 1024 * 1024]);
  });
});

describe('P02–P07 the storage stand-in POST /api/oss', () => {
  it('stores a signed upload under its key and serves it; the name follows P06', async () => {
    const s = await sign();
    const key = s.key as string;
    const res = await postObject(api, postFields(s), png());
    expect(res.body).toMatchObject({ code: 0, data: { key, url: `/api/files/oss/${key}`, name: 'a_b_c.png', size: PNG.length, type: 'image/png' } });
    expect(fs.existsSync(path.join(api.dir, 'platform-uploads', ...key.split('/')))).toBe(true);
    const served = await api.app.inject({ method: 'GET', url: `/api/files/oss/${key}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  it('a stem policy takes the stem with an extension of its kind', async () => {
    const s = await sign({ dir: UPLOAD_PREFIX.postImage });
    const stem = JSON.parse(Buffer.from(s.policy, 'base64').toString('utf8')).conditions.find((c: unknown[]) => c[0] === 'starts-with')[2];
    expect((await postObject(api, postFields(s, `${stem}.png`), png())).body.code).toBe(0);
  });

  it('P07 refuses to overwrite an existing key and keeps the first file', async () => {
    const s = await sign();
    const key = s.key as string;
    expect((await postObject(api, postFields(s), png())).body.code).toBe(0);
    const second = await postObject(api, postFields(s), png('other.png', Buffer.concat([PNG, Buffer.from('xx')])));
    expect(second.body.code).toBe(1);
    expect(second.body.msg).toBe('FileAlreadyExists');
    const served = await api.app.inject({ method: 'GET', url: `/api/files/oss/${key}` });
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  it('refuses a bad signature, an unknown access key and a missing security token', async () => {
    const s = await sign();
    expect((await postObject(api, { ...postFields(s), signature: signPolicy(s.policy, 'wrong') }, png())).body.msg).toBe('SignatureDoesNotMatch');
    expect((await postObject(api, { ...postFields(s), OSSAccessKeyId: 'someone' }, png())).body.msg).toBe('InvalidAccessKeyId');
    const { ['x-oss-security-token']: _token, ...noToken } = postFields(s);
    expect((await postObject(api, noToken, png())).body.msg).toBe('InvalidSecurityToken');
  });

  it('refuses a key other than the one signed, and a key that breaks the P05 form', async () => {
    const s = await sign();
    expect((await postObject(api, postFields(s, `image/comment/${'0'.repeat(36)}.png`), png())).body.msg).toMatch(/AccessDenied/);
    expect((await postObject(api, postFields(s, `${s.dir}${'0'.repeat(36)}.png`), png())).body.msg).toMatch(/AccessDenied/);
    const stem = await sign({ dir: UPLOAD_PREFIX.postImage });
    const stemKey = JSON.parse(Buffer.from(stem.policy, 'base64').toString('utf8')).conditions.find((c: unknown[]) => c[0] === 'starts-with')[2];
    expect((await postObject(api, postFields(stem, `${stemKey}/../../x.png`), png())).body.code).toBe(1);
    expect((await postObject(api, postFields(stem, `${stemKey}.exe`), png())).body.code).toBe(1);
  });

  it('refuses files outside the size range and bad file types', async () => {
    const s = await sign();
    expect((await postObject(api, postFields(s), png('empty.png', Buffer.alloc(0)))).body.msg).toMatch(/size/);
    const big = await sign({ dir: UPLOAD_PREFIX.postImage, name: 'big.png' });
    expect((await postObject(api, postFields(big), png('big.png', Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)])))).body.code).toBe(1);
    expect((await call(api, 'GET', '/basic/aliyun/sign', { token, query: { dir: UPLOAD_PREFIX.postImage, name: 'x.html' } })).body.msg).toMatch(/not allowed/);
  });

  it('refuses a body without file or that is not multipart; missing objects are 404', async () => {
    const s = await sign();
    expect((await postObject(api, postFields(s), null)).body.msg).toBe('file: missing');
    const json = await api.app.inject({ method: 'POST', url: '/api/oss', headers: { 'content-type': 'application/json' }, payload: '{}' });
    expect(json.statusCode).toBe(200);
    expect(json.json().code).toBe(1);
    expect((await api.app.inject({ method: 'GET', url: `/api/files/oss/image/post/${'9'.repeat(36)}.png` })).json().code).toBe(404);
  });
});

describe('F23 QR images', () => {
  it('GET /news/news/{id}/miniapp-code answers a QR image URL of the page, which is a PNG', async () => {
    const res = await call(api, 'GET', '/news/news/1/miniapp-code');
    expect(res.body.code).toBe(0);
    expect(res.body.data).toMatch(/^\/api\/files\/qr\?text=.*%2Fnews%2F1$/);
    const png = await api.app.inject({ method: 'GET', url: res.body.data });
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.rawPayload.subarray(0, 4).toString('hex')).toBe('89504e47');
    expect((await call(api, 'GET', '/news/news/99999999/miniapp-code')).body.code).toBe(404);
    expect((await call(api, 'GET', '/files/qr', { query: { text: 'x'.repeat(501) } })).body.code).toBe(1);
  });
});
