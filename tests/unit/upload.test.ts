import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_COMPRESS_MAX_SIDE, IMAGE_COMPRESS_QUALITY, UPLOAD_PREFIX } from '@/lib/constants';
import type { UploadSign } from '@/lib/contract/upload';
import { compressionOptions, isCompressible } from '@/lib/upload/compress';
import { extensionOf, objectKey, randomHex, sanitizeFileName } from '@/lib/shared/upload-names';
import { postObjectForm, uploadFile, UploadError } from '@/lib/upload/upload';

const STORAGE = 'http://127.0.0.1:4000';
const sign: UploadSign = {
  signature: 'sig',
  policy: 'cG9saWN5',
  accessKeyId: 'local-storage',
  uploadHost: `${STORAGE}/api/oss`,
  dir: 'image/post/',
  expire: 2_000_000_000,
  fileHost: '/api/files/oss/',
  securityToken: null,
};

describe('P06 file names', () => {
  it('replaces + # % ? \\ by _', () => {
    expect(sanitizeFileName('a+b#c%d?e\\f.pdf')).toBe('a_b_c_d_e_f.pdf');
    expect(sanitizeFileName('包装 设计.PNG')).toBe('包装 设计.PNG');
  });

  it('reads extensions in lower case, none for dotfiles and names without one', () => {
    expect(extensionOf('photo.JPG')).toBe('.jpg');
    expect(extensionOf('archive.tar.gz')).toBe('.gz');
    expect(extensionOf('README')).toBe('');
    expect(extensionOf('.env')).toBe('');
    expect(extensionOf('a.b/c')).toBe('');
  });
});

describe('P05 object keys', () => {
  it('is prefix + 36 random hex + extension, without the original name', () => {
    const key = objectKey(UPLOAD_PREFIX.postImage, '我的照片.jpeg');
    expect(key).toMatch(/^image\/post\/[0-9a-f]{36}\.jpeg$/);
    expect(key).not.toContain('我的照片');
  });

  it('two uploads of the same file get different keys', () => {
    expect(objectKey('image/comment/', 'a.png')).not.toBe(objectKey('image/comment/', 'a.png'));
  });

  it('randomHex has the asked length from the given random source', () => {
    expect(randomHex(36, (b) => b.fill(0xab))).toBe('ab'.repeat(18));
    expect(randomHex(5)).toMatch(/^[0-9a-f]{5}$/);
  });
});

describe('P09–P12 compression rules', () => {
  it('compresses only JPEG and PNG', () => {
    expect(isCompressible({ type: 'image/jpeg' })).toBe(true);
    expect(isCompressible({ type: 'image/png' })).toBe(true);
    expect(isCompressible({ type: 'image/gif' })).toBe(false);
    expect(isCompressible({ type: 'video/mp4' })).toBe(false);
  });

  it('longest side 2560, quality 0.8, the type kept', () => {
    expect(compressionOptions({ type: 'image/png' })).toMatchObject({
      maxWidthOrHeight: IMAGE_COMPRESS_MAX_SIDE,
      initialQuality: IMAGE_COMPRESS_QUALITY,
      fileType: 'image/png',
    });
    expect(IMAGE_COMPRESS_MAX_SIDE).toBe(2560);
    expect(IMAGE_COMPRESS_QUALITY).toBe(0.8);
  });
});

describe('P02 P03 the PostObject form', () => {
  it('sends key, policy, OSSAccessKeyId, signature and the file last; the token only when given', () => {
    const form = postObjectForm(sign, 'image/post/x.gif', new Blob(['g']), 'x.gif');
    const names = [...form.keys()];
    expect(names.slice(0, 4)).toEqual(['key', 'policy', 'OSSAccessKeyId', 'signature']);
    expect(names.at(-1)).toBe('file');
    expect(names).not.toContain('x-oss-security-token');
    const withToken = postObjectForm({ ...sign, securityToken: 'sts' }, 'k', new Blob(['g']), 'x.gif');
    expect(withToken.get('x-oss-security-token')).toBe('sts');
  });
});

describe('uploadFile', () => {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());

  it('posts a GIF unchanged under the signed prefix and resolves the stored URL with the P06 name', async () => {
    let key = '';
    let fileName = '';
    server.use(
      http.post(`${STORAGE}/api/oss`, async ({ request }) => {
        const form = await request.formData();
        key = String(form.get('key'));
        fileName = (form.get('file') as File).name;
        return HttpResponse.json({ code: 0, msg: 'ok', data: { key, url: `/api/files/oss/${key}`, name: fileName, size: 3, type: 'image/gif' } });
      }),
    );
    const progress: number[] = [];
    const file = new File(['gif'], 'a+b.gif', { type: 'image/gif' });
    const result = await uploadFile(file, { prefix: 'image/post/', sign: async () => sign, onProgress: (p) => progress.push(p) });
    expect(key).toMatch(/^image\/post\/[0-9a-f]{36}\.gif$/);
    expect(fileName).toBe('a_b.gif');
    expect(result).toMatchObject({ url: `/api/files/oss/${key}`, name: 'a_b.gif' });
    expect(progress.at(-1)).toBe(100);
  });

  it('P07 a refused upload (overwrite) rejects with the storage message', async () => {
    server.use(http.post(`${STORAGE}/api/oss`, () => HttpResponse.json({ code: 1, msg: 'FileAlreadyExists', data: null })));
    const file = new File(['gif'], 'a.gif', { type: 'image/gif' });
    await expect(uploadFile(file, { prefix: 'image/post/', sign: async () => sign })).rejects.toEqual(new UploadError('FileAlreadyExists'));
  });
});
