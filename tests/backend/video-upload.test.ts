/**
 * P13 / P15 / G22: post videos go to the storage stand-in under `video/post/`, with the video type list
 * and the 200 MB default limit; images and other prefixes keep their own rules. Circle images use
 * `image/circle/` (DEFAULT prefix of this build).
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES, UPLOAD_PREFIX } from '../../lib/constants';
import { uploadSignSchema, type UploadSign } from '../../lib/contract/upload';
import { issuePolicy, storageKeys, verifyUpload } from '../../backend/src/storage/oss-policy';
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

const WEBM = fs.readFileSync(path.join(__dirname, '..', 'e2e', 'fixtures', 'filling-line.webm'));
const hex = (n: number) => n.toString(16).padStart(36, '0');

async function sign(dir: string): Promise<UploadSign> {
  const res = await call(api, 'GET', '/basic/aliyun/sign', { token, query: { dir } });
  expect(res.body.code).toBe(0);
  return uploadSignSchema.parse(res.body.data);
}

async function upload(s: UploadSign, key: string, file: { name: string; type: string; data: Buffer }) {
  const boundary = '----video' + Math.random().toString(16).slice(2);
  const fields = { key, policy: s.policy, OSSAccessKeyId: s.accessKeyId, signature: s.signature };
  const parts: Buffer[] = Object.entries(fields).map(([k, v]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`), file.data, Buffer.from(`\r\n--${boundary}--\r\n`));
  const res = await api.app.inject({ method: 'POST', url: '/api/oss', headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: Buffer.concat(parts) });
  return res.json() as { code: number; msg: string; data: { key: string; url: string; type: string } };
}

describe('P15 video/post/ uploads', () => {
  it('the signature for video/post/ bounds the key prefix and allows up to 200 MB', async () => {
    const s = await sign(UPLOAD_PREFIX.postVideo);
    expect(s.dir).toBe('video/post/');
    const doc = JSON.parse(Buffer.from(s.policy, 'base64').toString('utf8'));
    expect(doc.conditions).toContainEqual(['starts-with', '$key', 'video/post/']);
    expect(doc.conditions).toContainEqual(['content-length-range', 1, UPLOAD_MAX_BYTES.video]);
    expect(UPLOAD_MAX_BYTES.video).toBe(200 * 1024 * 1024);
  });

  it('stores a webm under video/post/ and serves it as a video', async () => {
    const s = await sign(UPLOAD_PREFIX.postVideo);
    const key = `${s.dir}${hex(7001)}.webm`;
    const res = await upload(s, key, { name: '灌装线.webm', type: 'video/webm', data: WEBM });
    expect(res).toMatchObject({ code: 0, data: { key, url: `/api/files/oss/${key}`, type: 'video/webm' } });
    const served = await api.app.inject({ method: 'GET', url: `/api/files/oss/${key}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('video/webm');
    expect(served.headers['content-disposition']).toBeUndefined();
    expect(served.rawPayload.equals(WEBM)).toBe(true);
  });

  it('refuses non-video types under video/post/ and videos under the image prefix', async () => {
    const s = await sign(UPLOAD_PREFIX.postVideo);
    for (const ext of ['.exe', '.png', '.avi', '']) {
      const res = await upload(s, `${s.dir}${hex(7100 + ext.length)}${ext}`, { name: `a${ext}`, type: 'application/octet-stream', data: WEBM });
      expect(res.code, ext).toBe(1);
    }
    const img = await sign(UPLOAD_PREFIX.postImage);
    expect((await upload(img, `${img.dir}${hex(7200)}.webm`, { name: 'a.webm', type: 'video/webm', data: WEBM })).code).toBe(1);
    // a video key signed for image/post/ is outside the policy prefix
    expect((await upload(img, `video/post/${hex(7201)}.webm`, { name: 'a.webm', type: 'video/webm', data: WEBM })).code).toBe(1);
  });

  it('refuses a video over 200 MB and an empty one (policy range and the per-kind cap)', () => {
    const keys = storageKeys();
    const issued = issuePolicy(UPLOAD_PREFIX.postVideo, keys.secret);
    const fields = { policy: issued.policy, signature: issued.signature, accessKeyId: keys.accessKeyId, key: `video/post/${hex(7300)}.mp4` };
    expect(verifyUpload(fields, 5 * 1024 * 1024, keys)).toBeNull();
    expect(verifyUpload(fields, UPLOAD_MAX_BYTES.video, keys)).toBeNull();
    expect(verifyUpload(fields, UPLOAD_MAX_BYTES.video + 1, keys)).toMatch(/EntityTooLarge/);
    expect(verifyUpload(fields, 0, keys)).toMatch(/EntityTooSmall/);
  });

  it('image/circle/ takes circle avatars and covers (images only)', async () => {
    const s = await sign(UPLOAD_PREFIX.circleImage);
    expect(s.dir).toBe('image/circle/');
    const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
    expect((await upload(s, `${s.dir}${hex(7400)}.png`, { name: 'logo.png', type: 'image/png', data: PNG })).code).toBe(0);
    expect((await upload(s, `${s.dir}${hex(7401)}.webm`, { name: 'a.webm', type: 'video/webm', data: WEBM })).code).toBe(1);
  });
});
