/**
 * P13 / P15 / G22: post videos go to the storage stand-in under `video/post/`, with the video type list
 * and the 200 MB default limit; images and other prefixes keep their own rules. Circle images use
 * `image/circle/` (DEFAULT prefix of this build).
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES, UPLOAD_PREFIX } from '../../lib/constants';
import type { UploadSign } from '../../lib/contract/upload';
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

const WEBM = fs.readFileSync(path.join(__dirname, '..', 'e2e', 'fixtures', 'filling-line.webm'));

const sign = (dir: string, name?: string, size?: number): Promise<UploadSign> =>
  signUpload(api, token, { dir, ...(name ? { name } : {}), ...(size ? { size } : {}) });

async function upload(s: UploadSign, key: string, file: UploadBody) {
  return (await postObject(api, postFields(s, key), file)).body;
}

describe('P15 video/post/ uploads', () => {
  it('the signature for video/post/ names one key and allows up to 200 MB', async () => {
    const s = await sign(UPLOAD_PREFIX.postVideo, 'line.mp4');
    expect(s.dir).toBe('video/post/');
    expect(s.key).toMatch(/^video\/post\/[0-9a-f]{36}\.mp4$/);
    const doc = JSON.parse(Buffer.from(s.policy, 'base64').toString('utf8'));
    expect(doc.conditions).toContainEqual(['eq', '$key', s.key]);
    expect(doc.conditions).toContainEqual(['content-length-range', 1, UPLOAD_MAX_BYTES.video]);
    expect(UPLOAD_MAX_BYTES.video).toBe(200 * 1024 * 1024);
  });

  it('stores a webm under video/post/ and serves it as a video', async () => {
    const s = await sign(UPLOAD_PREFIX.postVideo, '灌装线.webm', WEBM.length);
    const key = s.key as string;
    const res = await upload(s, key, { name: '灌装线.webm', type: 'video/webm', data: WEBM });
    expect(res).toMatchObject({ code: 0, data: { key, url: `/api/files/oss/${key}`, type: 'video/webm' } });
    const served = await api.app.inject({ method: 'GET', url: `/api/files/oss/${key}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('video/webm');
    expect(served.headers['content-disposition']).toBeUndefined();
    expect(served.rawPayload.equals(WEBM)).toBe(true);
  });

  it('refuses non-video types under video/post/ and videos under the image prefix', async () => {
    for (const ext of ['.exe', '.png', '.avi', '']) {
      const res = await call(api, 'GET', '/basic/aliyun/sign', { token, query: { dir: UPLOAD_PREFIX.postVideo, name: `a${ext}` } });
      expect(res.body.code, ext).toBe(1);
    }
    expect((await call(api, 'GET', '/basic/aliyun/sign', { token, query: { dir: UPLOAD_PREFIX.postImage, name: 'a.webm' } })).body.code).toBe(1);
    // a video key under a stem signed for image/post/ is refused by its kind, and outside it by the grant
    const img = await sign(UPLOAD_PREFIX.postImage);
    const stem = JSON.parse(Buffer.from(img.policy, 'base64').toString('utf8')).conditions.find((c: unknown[]) => c[0] === 'starts-with')[2];
    expect((await upload(img, `${stem}.webm`, { name: 'a.webm', type: 'video/webm', data: WEBM })).code).toBe(1);
    expect((await upload(img, `video/post/${'1'.repeat(36)}.webm`, { name: 'a.webm', type: 'video/webm', data: WEBM })).code).toBe(1);
  });

  it('refuses a video over 200 MB at the sign call, and an empty one at the storage host', async () => {
    const over = await call(api, 'GET', '/basic/aliyun/sign', { token, query: { dir: UPLOAD_PREFIX.postVideo, name: 'a.mp4', size: UPLOAD_MAX_BYTES.video + 1 } });
    expect(over.body.code).toBe(1);
    expect(over.body.msg).toMatch(/size: over the limit of 200 MB/);
    const s = await sign(UPLOAD_PREFIX.postVideo, 'a.webm');
    expect((await upload(s, s.key as string, { name: 'a.webm', type: 'video/webm', data: Buffer.alloc(0) })).msg).toMatch(/EntityTooSmall/);
  });

  it('image/circle/ takes circle avatars and covers (images only)', async () => {
    const s = await sign(UPLOAD_PREFIX.circleImage, 'logo.png');
    expect(s.dir).toBe('image/circle/');
    const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
    expect((await upload(s, s.key as string, { name: 'logo.png', type: 'image/png', data: PNG })).code).toBe(0);
    expect((await call(api, 'GET', '/basic/aliyun/sign', { token, query: { dir: UPLOAD_PREFIX.circleImage, name: 'a.webm' } })).body.code).toBe(1);
  });
});
