/**
 * P08: the upload request's timeout is 500000 ms. P10–P12: JPEG and PNG go through the compressor with the longest
 * side bounded at 2560 px (the library keeps the aspect ratio and never upscales) and quality 0.8; the result keeps
 * the original name and MIME type; other types and a failing compressor leave the file as it was.
 */
import axios from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UploadSign } from '@/lib/contract/upload';
import { compressImage } from '@/lib/upload/compress';
import { uploadFile } from '@/lib/upload/upload';

const compressor = vi.hoisted(() => vi.fn());
vi.mock('browser-image-compression', () => ({ default: compressor }));

const sign: UploadSign = {
  signature: 'sig',
  policy: 'cG9saWN5',
  accessKeyId: 'local-storage',
  uploadHost: 'http://127.0.0.1:4000/api/oss',
  dir: 'image/post/',
  expire: 2_000_000_000,
  fileHost: '/api/files/oss/',
  securityToken: null,
};

afterEach(() => {
  vi.restoreAllMocks();
  compressor.mockReset();
});

describe('P10 P11 P12 compression', () => {
  it('P10 P11 a JPEG is compressed with the longest side at most 2560 px and quality 0.8, keeping name and type (P12)', async () => {
    compressor.mockImplementation(async (file: File) => new Blob([new Uint8Array(10)], { type: file.type }));
    const photo = new File([new Uint8Array(5000)], '车间 照片.JPG', { type: 'image/jpeg', lastModified: 1_700_000_000_000 });
    const out = await compressImage(photo);
    expect(compressor).toHaveBeenCalledTimes(1);
    const options = compressor.mock.calls[0]?.[1] as Record<string, unknown>;
    expect(options).toMatchObject({ maxWidthOrHeight: 2560, initialQuality: 0.8, fileType: 'image/jpeg' });
    // only the longest side is bounded: no target size that would make the library shrink a smaller image further
    expect(options).not.toHaveProperty('maxSizeMB');
    expect(out).not.toBe(photo);
    expect([out.name, out.type, out.size, out.lastModified]).toEqual(['车间 照片.JPG', 'image/jpeg', 10, 1_700_000_000_000]);
  });

  it('P11 a PNG stays a PNG', async () => {
    compressor.mockImplementation(async (file: File) => new Blob([new Uint8Array(4)], { type: file.type }));
    const out = await compressImage(new File([new Uint8Array(50)], 'logo.png', { type: 'image/png' }));
    expect((compressor.mock.calls[0]?.[1] as Record<string, unknown>).fileType).toBe('image/png');
    expect([out.name, out.type]).toEqual(['logo.png', 'image/png']);
  });

  it('P09 a GIF is not compressed; P12 a compressor failure uploads the original', async () => {
    const gif = new File([new Uint8Array(8)], 'a.gif', { type: 'image/gif' });
    expect(await compressImage(gif)).toBe(gif);
    expect(compressor).not.toHaveBeenCalled();
    compressor.mockRejectedValue(new Error('canvas'));
    const jpeg = new File([new Uint8Array(8)], 'b.jpg', { type: 'image/jpeg' });
    expect(await compressImage(jpeg)).toBe(jpeg);
  });
});

describe('P08 upload timeout', () => {
  it('P08 the PostObject is sent with a 500000 ms timeout and the forbid-overwrite header (P07)', async () => {
    const post = vi.spyOn(axios, 'post').mockResolvedValue({ status: 200, data: { code: 0, msg: 'ok', data: null } });
    await uploadFile(new File(['gif'], 'a.gif', { type: 'image/gif' }), { prefix: 'image/post/', sign: async () => sign });
    expect(post).toHaveBeenCalledTimes(1);
    const [url, , config] = post.mock.calls[0] ?? [];
    expect(url).toBe('http://127.0.0.1:4000/api/oss');
    expect(config).toMatchObject({ timeout: 500000, headers: { 'x-oss-forbid-overwrite': 'true' } });
  });
});
