import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_PREFIX } from '../../lib/constants';
import { uploadSignSchema, type UploadSign } from '../../lib/contract/upload';
import { issuePolicy, signPolicy, storageKeys } from '../../backend/src/storage/oss-policy';
import { call, createTestApi, loginDemo, type TestApi } from './helpers';

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
const hex = (n: number) => n.toString(16).padStart(36, '0');

function multipart(fields: Record<string, string>, file: { name: string; type: string; data: Buffer } | null) {
  const boundary = '----formboundary' + Math.random().toString(16).slice(2);
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  if (file) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`));
    parts.push(file.data, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

async function sign(dir: string = UPLOAD_PREFIX.postImage): Promise<UploadSign> {
  const res = await call(api, 'GET', '/basic/aliyun/sign', { token, query: { dir } });
  expect(res.body.code).toBe(0);
  return uploadSignSchema.parse(res.body.data);
}

async function post(fields: Record<string, string>, file: { name: string; type: string; data: Buffer } | null = { name: 'a+b#c.png', type: 'image/png', data: PNG }) {
  const { payload, contentType } = multipart(fields, file);
  const res = await api.app.inject({ method: 'POST', url: '/api/oss', headers: { 'content-type': contentType }, payload });
  return { status: res.statusCode, body: res.json() as { code: number; msg: string; data: { key: string; url: string; name: string; size: number; type: string } } };
}

const fieldsOf = (s: UploadSign, key: string) => ({ key, policy: s.policy, OSSAccessKeyId: s.accessKeyId, signature: s.signature });

describe('P01 GET /basic/aliyun/sign', () => {
  it('needs a member (HTTP 401) and an upload prefix of §9', async () => {
    expect((await call(api, 'GET', '/basic/aliyun/sign', { query: { dir: 'image/post/' } })).status).toBe(401);
    expect((await call(api, 'GET', '/basic/aliyun/sign', { token, query: { dir: '../etc/' } })).body.code).toBe(1);
  });

  it('answers signature, policy, accessKeyId and uploadHost; the policy bounds key prefix, size and time', async () => {
    const s = await sign();
    expect(s.uploadHost).toBe('/api/oss');
    expect(s.dir).toBe('image/post/');
    const doc = JSON.parse(Buffer.from(s.policy, 'base64').toString('utf8'));
    expect(doc.conditions).toContainEqual(['starts-with', '$key', 'image/post/']);
    expect(doc.conditions).toContainEqual(['content-length-range', 1, 10 * 1024 * 1024]);
    expect(Date.parse(doc.expiration)).toBeGreaterThan(Date.now());
  });
});

describe('P02–P07 the storage stand-in POST /api/oss', () => {
  it('stores a signed upload under its key and serves it; the name follows P06', async () => {
    const s = await sign();
    const key = `${s.dir}${hex(1)}.png`;
    const res = await post(fieldsOf(s, key));
    expect(res.body).toMatchObject({ code: 0, data: { key, url: `/api/files/oss/${key}`, name: 'a_b_c.png', size: PNG.length, type: 'image/png' } });
    expect(fs.existsSync(path.join(api.dir, 'platform-uploads', 'image', 'post', `${hex(1)}.png`))).toBe(true);
    const served = await api.app.inject({ method: 'GET', url: `/api/files/oss/${key}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  it('P07 refuses to overwrite an existing key and keeps the first file', async () => {
    const s = await sign();
    const key = `${s.dir}${hex(2)}.png`;
    expect((await post(fieldsOf(s, key))).body.code).toBe(0);
    const second = await post(fieldsOf(s, key), { name: 'other.png', type: 'image/png', data: Buffer.concat([PNG, Buffer.from('xx')]) });
    expect(second.body.code).toBe(1);
    expect(second.body.msg).toBe('FileAlreadyExists');
    const served = await api.app.inject({ method: 'GET', url: `/api/files/oss/${key}` });
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  it('refuses a bad signature and a wrong access key', async () => {
    const s = await sign();
    expect((await post({ ...fieldsOf(s, `${s.dir}${hex(3)}.png`), signature: signPolicy(s.policy, 'wrong') })).body.msg).toBe('SignatureDoesNotMatch');
    expect((await post({ ...fieldsOf(s, `${s.dir}${hex(3)}.png`), OSSAccessKeyId: 'someone' })).body.msg).toBe('InvalidAccessKeyId');
  });

  it('refuses an expired policy', async () => {
    const keys = storageKeys();
    const old = issuePolicy('image/post/', keys.secret, Date.now() - 3_600_000, 60);
    const res = await post({ key: `image/post/${hex(4)}.png`, policy: old.policy, OSSAccessKeyId: keys.accessKeyId, signature: old.signature });
    expect(res.body.code).toBe(1);
    expect(res.body.msg).toBe('Policy expired');
  });

  it('refuses a key outside the signed prefix, an unknown prefix and a key that breaks the P05 form', async () => {
    const s = await sign();
    expect((await post(fieldsOf(s, `image/comment/${hex(5)}.png`))).body.msg).toMatch(/AccessDenied/);
    const keys = storageKeys();
    const any = issuePolicy('image/post/', keys.secret);
    const forged = Buffer.from(JSON.stringify({ expiration: new Date(Date.now() + 60_000).toISOString(), conditions: [] })).toString('base64');
    const wide = { policy: forged, OSSAccessKeyId: keys.accessKeyId, signature: signPolicy(forged, keys.secret) };
    expect((await post({ ...wide, key: `secret/${hex(5)}.png` })).body.msg).toMatch(/prefix not allowed/);
    expect((await post({ ...wide, key: 'image/post/../../x.png' })).body.code).toBe(1);
    expect((await post({ key: 'image/post/photo.png', policy: any.policy, OSSAccessKeyId: keys.accessKeyId, signature: any.signature })).body.msg).toMatch(/36 hex/);
  });

  it('refuses files outside the size range and bad file types', async () => {
    const s = await sign();
    expect((await post(fieldsOf(s, `${s.dir}${hex(6)}.png`), { name: 'empty.png', type: 'image/png', data: Buffer.alloc(0) })).body.msg).toMatch(/size/);
    const big = Buffer.alloc(10 * 1024 * 1024 + 1);
    expect((await post(fieldsOf(s, `${s.dir}${hex(7)}.png`), { name: 'big.png', type: 'image/png', data: big })).body.msg).toMatch(/size/);
    const html = await post(fieldsOf(s, `${s.dir}${hex(8)}.html`), { name: 'x.html', type: 'text/html', data: Buffer.from('<script>alert(1)</script>') });
    expect(html.body.code).toBe(1);
    expect(html.body.msg).toMatch(/not allowed/);
  });

  it('refuses a body without file or that is not multipart; missing objects are 404', async () => {
    const s = await sign();
    expect((await post(fieldsOf(s, `${s.dir}${hex(9)}.png`), null)).body.msg).toBe('file: missing');
    const json = await api.app.inject({ method: 'POST', url: '/api/oss', headers: { 'content-type': 'application/json' }, payload: '{}' });
    expect(json.statusCode).toBe(200);
    expect(json.json().code).toBe(1);
    expect((await api.app.inject({ method: 'GET', url: `/api/files/oss/image/post/${hex(99)}.png` })).json().code).toBe(404);
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
