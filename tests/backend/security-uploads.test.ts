/**
 * Issue 17 item 7 and attack list 36–39: signed upload policies good for one object, decode-free content checks
 * and the storage host's CORS. (40: tests/unit/security-next-image.test.ts; multipart: security-uploads-multipart.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES, UPLOAD_PREFIX } from '../../lib/constants';
import type { UploadSign } from '../../lib/contract/upload';
import { defaultEnv } from '../../backend/src/config';
import { signPolicy } from '../../backend/src/storage/oss-policy';
import { grantSecret } from '../../backend/src/storage/upload-grants';
import { call, createTestApi, DEMO, loginDemo, withDb, type TestApi } from './helpers';
import { GIF, pngHeader, postFields, postObject, realPng, signUpload, type UploadBody } from './upload-helpers';

const SITE = 'http://localhost:3000';
let api: TestApi;
let token: string;
let otherToken: string;
beforeAll(async () => {
  api = await createTestApi({ siteOrigins: [SITE] });
  token = (await loginDemo(api)).access_token;
  otherToken = (await loginDemo(api, DEMO.second)).access_token;
});
afterAll(async () => {
  await api.close();
});

const sign = (query: Record<string, string | number>, as = token): Promise<UploadSign> => signUpload(api, as, query);
const policyDoc = (s: UploadSign) => JSON.parse(Buffer.from(s.policy, 'base64').toString('utf8')) as { expiration: string; conditions: unknown[][] };
/** A policy written by someone holding the grant's secret (what a client could do with the multipart credentials). */
function forge(s: UploadSign, doc: object) {
  const policy = Buffer.from(JSON.stringify(doc)).toString('base64');
  return { policy, signature: signPolicy(policy, grantSecret(defaultEnv().storageAccessKeySecret, s.accessKeyId)) };
}

/** The first bytes of a baseline JPEG of `width` × `height` (SOI, JFIF, SOF0, EOI). */
function jpegHeader(width: number, height: number): Buffer {
  const sof = Buffer.from([0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 255, width >> 8, width & 255, 0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01]);
  const app0 = Buffer.from([0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof, Buffer.alloc(64), Buffer.from([0xff, 0xd9])]);
}

async function upload(query: Record<string, string | number>, file: UploadBody) {
  const s = await sign(query);
  return { s, res: await postObject(api, postFields(s), file) };
}

describe('security 36: sizes are bounded by the sign call and by the policy', () => {
  it('security 36: a signature for 50 MB under an image prefix (limit 10 MB) is refused before anything is sent', async () => {
    const res = await call(api, 'GET', '/basic/aliyun/sign', { token, query: { dir: UPLOAD_PREFIX.postImage, name: 'a.png', size: 50 * 1024 * 1024 } });
    expect(res.body.code).toBe(1);
    expect(res.body.msg).toBe('size: over the limit of 10 MB under image/post/');
    const file = await call(api, 'GET', '/basic/aliyun/sign', { token, query: { dir: UPLOAD_PREFIX.postFile, name: 'a.pdf', size: UPLOAD_MAX_BYTES.file + 1 } });
    expect(file.body.msg).toMatch(/over the limit of 50 MB/);
  });

  it('security 36: a body beyond the policy content-length-range is refused by the storage host', async () => {
    const png = await realPng('36');
    const s = await sign({ dir: UPLOAD_PREFIX.postImage, name: 'a.png', size: png.length });
    expect(policyDoc(s).conditions).toContainEqual(['content-length-range', 1, png.length]);
    const bigger = Buffer.concat([png, Buffer.alloc(10)]);
    const res = await postObject(api, postFields(s), { name: 'a.png', type: 'image/png', data: bigger });
    expect(res.body.code).toBe(1);
    expect(res.body.msg).toMatch(/EntityTooLarge/);
  });

  it('security 36: a policy the holder rewrites with a wider range is still held to the granted size', async () => {
    const png = await realPng('36b');
    const s = await sign({ dir: UPLOAD_PREFIX.postImage, name: 'a.png', size: 100 });
    const wide = forge(s, { expiration: new Date(Date.now() + 60_000).toISOString(), conditions: [['content-length-range', 1, 1e9], ['eq', '$key', s.key]] });
    const res = await postObject(api, { ...postFields(s), ...wide }, { name: 'a.png', type: 'image/png', data: png });
    expect(res.body.msg).toMatch(/size out of the granted range/);
  });
});

describe('security 37: a policy is good for one object, for minutes, for the member it was issued to', () => {
  it('security 37: an expired policy is refused', async () => {
    const png = await realPng('37');
    const s = await sign({ dir: UPLOAD_PREFIX.postImage, name: 'a.png' });
    const old = forge(s, { expiration: new Date(Date.now() - 1000).toISOString(), conditions: [['eq', '$key', s.key]] });
    expect((await postObject(api, { ...postFields(s), ...old }, { name: 'a.png', type: 'image/png', data: png })).body.msg).toBe('Policy expired');
  });

  it('security 37: expired upload credentials are refused whatever expiry the policy document states', async () => {
    const png = await realPng('37b');
    const s = await sign({ dir: UPLOAD_PREFIX.postImage, name: 'a.png' });
    await withDb(api, async (db) => await db.prepare('UPDATE upload_grants SET expires_at = ? WHERE access_key_id = ?').run(Date.now() - 1, s.accessKeyId));
    const late = forge(s, { expiration: new Date(Date.now() + 86_400_000).toISOString(), conditions: [['eq', '$key', s.key]] });
    expect((await postObject(api, { ...postFields(s), ...late }, { name: 'a.png', type: 'image/png', data: png })).body.msg).toMatch(/SecurityTokenExpired/);
  });

  it('security 37: a key other than the one named (another prefix, another member\'s key, the same prefix) is refused', async () => {
    const png = await realPng('37c');
    const mine = await sign({ dir: UPLOAD_PREFIX.postImage, name: 'a.png' });
    const theirs = await sign({ dir: UPLOAD_PREFIX.postImage, name: 'b.png' }, otherToken);
    for (const key of [`image/comment/${'a'.repeat(36)}.png`, theirs.key as string, `${mine.dir}${'b'.repeat(36)}.png`]) {
      const res = await postObject(api, postFields(mine, key), { name: 'a.png', type: 'image/png', data: png });
      expect(res.body.msg, key).toMatch(/AccessDenied/);
    }
    // even when the holder of the secret writes a policy for that key
    const wide = forge(mine, { expiration: new Date(Date.now() + 60_000).toISOString(), conditions: [['starts-with', '$key', 'image/']] });
    expect((await postObject(api, { ...postFields(mine, theirs.key), ...wide }, { name: 'a.png', type: 'image/png', data: png })).body.msg).toMatch(/AccessDenied/);
  });

  it('security 37: a used policy cannot store a second object, and another member cannot renew a key granted to someone else', async () => {
    const png = await realPng('37d');
    const stem = await sign({ dir: UPLOAD_PREFIX.postImage });
    const stemKey = String(policyDoc(stem).conditions.find((c) => c[0] === 'starts-with')?.[2]);
    expect((await postObject(api, postFields(stem, `${stemKey}.png`), { name: 'a.png', type: 'image/png', data: png })).body.code).toBe(0);
    const again = await postObject(api, postFields(stem, `${stemKey}.gif`), { name: 'a.gif', type: 'image/gif', data: GIF });
    expect(again.body.msg).toMatch(/AccessDenied: the upload grant was already used/);

    const video = await sign({ dir: UPLOAD_PREFIX.postVideo, name: 'a.mp4' });
    const renewByOther = await call(api, 'GET', '/basic/aliyun/sign', { token: otherToken, query: { key: video.key as string } });
    expect(renewByOther.body).toMatchObject({ code: 1, msg: 'key: not granted to this member' });
    const renewed = await sign({ key: video.key as string });
    expect(renewed.key).toBe(video.key);
    expect(renewed.accessKeyId).not.toBe(video.accessKeyId);
    expect(renewed.multipart?.accessKeySecret).toBeTruthy();
  });

  it('security 37: the policy expires within 5 minutes and the credentials within 15', async () => {
    const s = await sign({ dir: UPLOAD_PREFIX.postVideo, name: 'a.mp4', size: 20 * 1024 * 1024 });
    expect(s.expire * 1000).toBeLessThanOrEqual(Date.now() + 5 * 60_000 + 1000);
    expect((s.multipart?.expiration ?? 0) * 1000).toBeLessThanOrEqual(Date.now() + 15 * 60_000 + 1000);
    const owner = await withDb(api, async (db) => await db.prepare('SELECT member_id FROM upload_grants WHERE access_key_id = ?').get(s.accessKeyId) as { member_id: number });
    expect(owner.member_id).toBe((await loginDemo(api)).memberId);
  });
});

describe('security 38: the content must be what the extension says; names never reach the key', () => {
  it('security 38: an a.jpg that is HTML, SVG or a GIF polyglot is refused', async () => {
    const bodies: [string, Buffer][] = [
      ['html', Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>')],
      ['svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="1" height="1"/></svg>')],
      ['gif+html polyglot', Buffer.concat([GIF, Buffer.from('<script>alert(1)</script>')])],
    ];
    for (const [label, data] of bodies) {
      const { res } = await upload({ dir: UPLOAD_PREFIX.postImage, name: 'a.jpg' }, { name: 'a.jpg', type: 'image/jpeg', data });
      expect(res.body.code, label).toBe(1);
      expect(res.body.msg, label).toMatch(/does not match \.jpg/);
    }
    expect((await call(api, 'GET', '/basic/aliyun/sign', { token, query: { dir: UPLOAD_PREFIX.postImage, name: 'a.svg' } })).body.msg).toMatch(/not allowed/);
  });

  it('security 38: x.php.jpg is stored under a server key ending .jpg, served as image/jpeg with nosniff', async () => {
    const { s, res } = await upload({ dir: UPLOAD_PREFIX.postImage, name: 'x.php.jpg' }, { name: 'x.php.jpg', type: 'image/jpeg', data: jpegHeader(40, 30) });
    expect(res.body.code).toBe(0);
    expect(s.key).toMatch(/^image\/post\/[0-9a-f]{36}\.jpg$/);
    const served = await api.app.inject({ method: 'GET', url: res.body.data.url });
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toContain('sandbox');
  });

  it('security 38: ../../a.png and <img onerror>.png keep only a plain name; the key never holds it', async () => {
    const png = await realPng('38');
    const traversal = await upload({ dir: UPLOAD_PREFIX.postImage, name: '../../a.png' }, { name: '../../a.png', type: 'image/png', data: png });
    expect(traversal.res.body.data.name).toBe('a.png');
    expect(traversal.res.body.data.key).toMatch(/^image\/post\/[0-9a-f]{36}\.png$/);
    const markup = '<img src=x onerror=alert(1)>.png';
    const html = await upload({ dir: UPLOAD_PREFIX.postImage, name: markup }, { name: markup, type: 'image/png', data: png });
    expect(html.res.body.code).toBe(0);
    expect(html.res.body.data.key).not.toContain('<');
    const served = await api.app.inject({ method: 'GET', url: html.res.body.data.url });
    expect(served.headers['content-type']).toBe('image/png');
  });
});

describe('security 39: pixel floods are refused from the header, before any decoding', () => {
  it('security 39: a 20000×20000 PNG of a few KB is refused; 7000×7000 (49 MP) too; 10000×4000 passes', async () => {
    const flood = pngHeader(20000, 20000);
    expect(flood.length).toBeLessThan(4096);
    const a = await upload({ dir: UPLOAD_PREFIX.postImage, name: 'flood.png' }, { name: 'flood.png', type: 'image/png', data: flood });
    expect(a.res.body.msg).toBe('file: image 20000x20000 side over 10000 px');
    const b = await upload({ dir: UPLOAD_PREFIX.postImage, name: 'flood.png' }, { name: 'flood.png', type: 'image/png', data: pngHeader(7000, 7000) });
    expect(b.res.body.msg).toBe('file: image 7000x7000 over 40000000 pixels');
    const c = await upload({ dir: UPLOAD_PREFIX.postImage, name: 'wide.png' }, { name: 'wide.png', type: 'image/png', data: pngHeader(10000, 4000) });
    expect(c.res.body.code).toBe(0);
    const jpeg = await upload({ dir: UPLOAD_PREFIX.commentImage, name: 'big.jpg' }, { name: 'big.jpg', type: 'image/jpeg', data: jpegHeader(12000, 100) });
    expect(jpeg.res.body.msg).toMatch(/side over 10000 px/);
  });
});

describe('security: the storage host answers the site\'s origins only (CORS)', () => {
  it('security: a preflight from the site is allowed with the upload headers; one from another origin is refused', async () => {
    const ok = await api.app.inject({
      method: 'OPTIONS',
      url: '/api/oss',
      headers: { origin: SITE, 'access-control-request-method': 'POST', 'access-control-request-headers': 'x-oss-forbid-overwrite' },
    });
    expect(ok.statusCode).toBe(204);
    expect(ok.headers['access-control-allow-origin']).toBe(SITE);
    expect(String(ok.headers['access-control-allow-headers'])).toContain('x-oss-forbid-overwrite');
    const evil = await api.app.inject({ method: 'OPTIONS', url: '/api/oss', headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' } });
    expect(evil.statusCode).toBe(403);
    expect(evil.headers['access-control-allow-origin']).toBeUndefined();
    const bucket = await api.app.inject({
      method: 'OPTIONS',
      url: `/uploads/video/post/${'a'.repeat(36)}.mp4?uploadId=X&partNumber=1`,
      headers: { origin: SITE, 'access-control-request-method': 'PUT', 'access-control-request-headers': 'authorization,content-type,x-oss-date,x-oss-security-token,x-oss-user-agent' },
    });
    expect(bucket.statusCode).toBe(204);
    expect(String(bucket.headers['access-control-expose-headers'])).toContain('ETag');
  });

  it('security: a PostObject from the site carries Access-Control-Allow-Origin; from another origin it is refused', async () => {
    const png = await realPng('cors');
    const s = await sign({ dir: UPLOAD_PREFIX.postImage, name: 'a.png' });
    const evil = await postObject(api, postFields(s), { name: 'a.png', type: 'image/png', data: png }, { origin: 'https://evil.example' });
    expect(evil.body.code).toBe(1);
    expect(evil.headers['access-control-allow-origin']).toBeUndefined();
    const site = await postObject(api, postFields(s), { name: 'a.png', type: 'image/png', data: png }, { origin: SITE });
    expect(site.body.code).toBe(0);
    expect(site.headers['access-control-allow-origin']).toBe(SITE);
  });

  it('security: the answer names the storage host itself, not the site rewrite', async () => {
    const s = await sign({ dir: UPLOAD_PREFIX.postFile, name: 'manual.pdf', size: 30 * 1024 * 1024 });
    expect(s.uploadHost).toMatch(/^https?:\/\/[^/]+\/api\/oss$/);
    expect(s.multipart).toMatchObject({ endpoint: new URL(s.uploadHost).origin, bucket: 'uploads' });
    expect(s.multipart?.accessKeySecret).toBeTruthy();
  });
});
