/**
 * Issue 17 item 7, the browser side of uploads: the sign call names the file (name, size) so the API signs one
 * key; the file goes straight to the storage host the answer names, never to the site's `/api` rewrite; files
 * above 10 MB take the multipart path with renewal for the same key; an image whose header declares a pixel
 * flood is refused before it is compressed (decoded) or signed.
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { UPLOAD_MULTIPART_THRESHOLD } from '@/lib/constants';
import type { UploadSign, UploadSignQuery } from '@/lib/contract/upload';

const multipart = vi.hoisted(() => ({ multipartUpload: vi.fn() }));
vi.mock('@/lib/upload/multipart', () => multipart);
const compress = vi.hoisted(() => ({ compressImage: vi.fn(async (f: File) => f) }));
vi.mock('@/lib/upload/compress', () => compress);

import { uploadFile, UploadError } from '@/lib/upload/upload';

const STORAGE = 'http://storage.example:4000';
const KEY = `video/post/${'a'.repeat(36)}.mp4`;
const signed = (over: Partial<UploadSign> = {}): UploadSign => ({
  signature: 'sig',
  policy: 'cG9saWN5',
  accessKeyId: 'STS.1',
  securityToken: 'token',
  uploadHost: `${STORAGE}/api/oss`,
  dir: 'image/post/',
  expire: 2_000_000_000,
  fileHost: '/api/files/oss/',
  ...over,
});

/** The first bytes of a PNG declaring `w` × `h`. */
function pngHead(w: number, h: number): Uint8Array<ArrayBuffer> {
  const b = new Uint8Array(new ArrayBuffer(64));
  b.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  new DataView(b.buffer).setUint32(16, w);
  new DataView(b.buffer).setUint32(20, h);
  b.set([8, 6, 0, 0, 0], 24);
  return b;
}

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  multipart.multipartUpload.mockReset();
  compress.compressImage.mockClear();
});

describe('security: browser uploads (issue 17 item 7)', () => {
  it('security: the sign call carries the name and size; the PostObject goes to the storage host with the signed key', async () => {
    const key = `image/post/${'b'.repeat(36)}.gif`;
    const queries: UploadSignQuery[] = [];
    let posted: { url: string; key: string; token: string } | null = null;
    server.use(
      http.post(`${STORAGE}/api/oss`, async ({ request }) => {
        const form = await request.formData();
        posted = { url: request.url, key: String(form.get('key')), token: String(form.get('x-oss-security-token')) };
        return HttpResponse.json({ code: 0, msg: 'ok', data: { key, url: `/api/files/oss/${key}`, name: 'a.gif', size: 3, type: 'image/gif' } });
      }),
    );
    const file = new File(['gif'], 'a+b.gif', { type: 'image/gif' });
    const result = await uploadFile(file, {
      prefix: 'image/post/',
      sign: async (q) => {
        queries.push(q);
        return signed({ key });
      },
    });
    expect(queries).toEqual([{ dir: 'image/post/', name: 'a_b.gif', size: 3 }]);
    expect(posted).toEqual({ url: `${STORAGE}/api/oss`, key, token: 'token' });
    expect(result.url).toBe(`/api/files/oss/${key}`);
  });

  it('security: a file above 10 MB goes through the multipart upload with progress and renews credentials for its key only', async () => {
    const queries: UploadSignQuery[] = [];
    const grant = { endpoint: STORAGE, bucket: 'uploads', accessKeySecret: 's', expiration: 2_000_000_000, partSize: 2 * 1024 * 1024 };
    multipart.multipartUpload.mockImplementation(async (opts: { onProgress?: (p: number) => void; renew: () => Promise<UploadSign> }) => {
      opts.onProgress?.(40);
      await opts.renew();
      opts.onProgress?.(100);
    });
    const big = new File([new Uint8Array(UPLOAD_MULTIPART_THRESHOLD + 1)], '灌装线.mp4', { type: 'video/mp4' });
    const progress: number[] = [];
    const result = await uploadFile(big, {
      prefix: 'video/post/',
      onProgress: (p) => progress.push(p),
      sign: async (q) => {
        queries.push(q);
        return signed({ key: KEY, dir: 'video/post/', multipart: grant });
      },
    });
    expect(multipart.multipartUpload).toHaveBeenCalledTimes(1);
    expect(multipart.multipartUpload.mock.calls[0]?.[0]).toMatchObject({ sign: { key: KEY, multipart: grant }, name: '灌装线.mp4' });
    expect(queries).toEqual([{ dir: 'video/post/', name: '灌装线.mp4', size: UPLOAD_MULTIPART_THRESHOLD + 1 }, { key: KEY }]);
    expect(progress).toEqual([40, 100]);
    expect(result).toMatchObject({ key: KEY, url: `/api/files/oss/${KEY}`, size: UPLOAD_MULTIPART_THRESHOLD + 1 });
  });

  it('security: a multipart-sized file without multipart credentials fails instead of being posted whole', async () => {
    const big = new File([new Uint8Array(UPLOAD_MULTIPART_THRESHOLD + 1)], 'a.mp4', { type: 'video/mp4' });
    await expect(uploadFile(big, { prefix: 'video/post/', sign: async () => signed({ key: KEY, multipart: null }) })).rejects.toBeInstanceOf(UploadError);
    expect(multipart.multipartUpload).not.toHaveBeenCalled();
  });

  it('security 39: a PNG whose header declares 20000×20000 is refused before compression and before the sign call', async () => {
    const sign = vi.fn(async () => signed());
    const flood = new File([pngHead(20000, 20000)], 'flood.png', { type: 'image/png' });
    await expect(uploadFile(flood, { prefix: 'image/post/', sign })).rejects.toEqual(new UploadError('image too large'));
    expect(compress.compressImage).not.toHaveBeenCalled();
    expect(sign).not.toHaveBeenCalled();
  });
});
