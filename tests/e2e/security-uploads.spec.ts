import { expect, test } from '@playwright/test';
import QRCode from 'qrcode';
import { storageStatePath } from './auth-state';

/**
 * Issue 17 item 7 in the browser (member 13800000001, post editor): a video above Next's 10 MB proxy limit goes
 * straight to the storage host named by the sign call, in parts (ali-oss multipart), and a part lost on the way is
 * sent again; an image goes to the storage host as one PostObject, not through the site's `/api`; a pixel-flood
 * PNG is refused in the browser before anything is signed; `/_next/image` fetches nothing an attacker names (40).
 */
const API_ORIGIN = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4310}`;

/** An MP4 (ftyp isom) of `bytes`: what the storage host sniffs as video/mp4. */
function mp4(bytes: number): Buffer {
  const body = Buffer.alloc(bytes);
  Buffer.from('00000018667479706973736f000002006973736f6d703431', 'hex').copy(body);
  return body;
}

/** The first bytes of a PNG declaring `width` × `height` (a pixel flood is tiny on the wire). */
function pngHeader(width: number, height: number): Buffer {
  const head = Buffer.alloc(33);
  Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex').copy(head);
  head.writeUInt32BE(width, 16);
  head.writeUInt32BE(height, 20);
  head.set([8, 6, 0, 0, 0], 24);
  return Buffer.concat([head, Buffer.alloc(2048)]);
}

test.describe('security: uploads', () => {
  test.use({ storageState: storageStatePath('member1') });
  test.describe.configure({ timeout: 180_000 });

  test('security: a 10.5 MB video goes to the storage host in 2 MB parts; a part lost on the way is sent again', async ({ page }) => {
    const size = 10 * 1024 * 1024 + 512 * 1024;
    const requests: string[] = [];
    page.on('request', (r) => requests.push(`${r.method()} ${r.url()}`));
    let dropped = 0;
    await page.route(`${API_ORIGIN}/uploads/**`, async (route) => {
      const url = new URL(route.request().url());
      if (route.request().method() === 'PUT' && url.searchParams.get('partNumber') === '2' && dropped === 0) {
        dropped++;
        return route.abort('connectionreset');
      }
      return route.continue();
    });

    await page.goto('/circle/post/create');
    await expect(page.getByTestId('video-input')).toBeAttached({ timeout: 30_000 });
    await page.getByTestId('video-input').setInputFiles({ name: '灌装线试运行.mp4', mimeType: 'video/mp4', buffer: mp4(size) });
    const preview = page.getByTestId('video-preview');
    await expect(preview).toHaveAttribute('src', /^\/api\/files\/oss\/video\/post\/[0-9a-f]{36}\.mp4$/, { timeout: 120_000 });

    const src = (await preview.getAttribute('src')) ?? '';
    const parts = requests.filter((r) => r.startsWith(`PUT ${API_ORIGIN}/uploads/${src.replace('/api/files/oss/', '')}?`));
    expect(dropped).toBe(1);
    expect(parts.filter((r) => /[?&]partNumber=2(&|$)/.test(r))).toHaveLength(2);
    expect(new Set(parts.map((r) => new URL(r.slice(4)).searchParams.get('partNumber')))).toEqual(new Set(['1', '2', '3', '4', '5', '6']));
    expect(requests.filter((r) => r.startsWith(`POST ${API_ORIGIN}/uploads/`) && /[?&]uploads(=|&|$)/.test(r))).toHaveLength(1);
    // nothing of the file went through the site
    expect(requests.filter((r) => /^(POST|PUT) http:\/\/localhost:\d+\/api\/(oss|uploads)/.test(r))).toEqual([]);

    const served = await page.request.get(src);
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toBe('video/mp4');
    expect(Number(served.headers()['content-length'])).toBe(size);
  });

  test('security: an image is posted to the storage host itself, not through the site rewrite', async ({ page }) => {
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && /\/api\/oss$/.test(new URL(r.url()).pathname)) posts.push(r.url());
    });
    await page.goto('/circle/post/create');
    await expect(page.getByTestId('editor-image-input')).toBeAttached({ timeout: 30_000 });
    const png = await QRCode.toBuffer('security uploads', { type: 'png', width: 240 });
    await page.getByTestId('editor-image-input').setInputFiles({ name: '现场+1.png', mimeType: 'image/png', buffer: png });
    await expect(page.getByTestId('editor-images').locator('img')).toHaveAttribute('src', /^\/api\/files\/oss\/image\/post\/[0-9a-f]{36}\.png$/, { timeout: 60_000 });
    expect(posts).toEqual([`${API_ORIGIN}/api/oss`]);
  });

  test('security 39: a 20000×20000 PNG is refused in the browser before it is signed, compressed or sent', async ({ page }) => {
    const signs: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/basic/aliyun/sign') || r.url().includes('/api/oss')) signs.push(r.url());
    });
    await page.goto('/circle/post/create');
    await expect(page.getByTestId('editor-image-input')).toBeAttached({ timeout: 30_000 });
    await page.getByTestId('editor-image-input').setInputFiles({ name: 'flood.png', mimeType: 'image/png', buffer: pngHeader(20000, 20000) });
    await expect(page.getByTestId('editor-error')).toHaveText('图片上传失败，请重试');
    await expect(page.getByTestId('editor-images').locator('img')).toHaveCount(0);
    expect(signs).toEqual([]);
  });

  test('security 40: /_next/image fetches no address an attacker names', async ({ request }) => {
    for (const url of ['http://169.254.169.254/latest/meta-data/', `${API_ORIGIN}/api/news/news/1`, 'file:///etc/passwd', '/api/news/news/1']) {
      const res = await request.get(`/_next/image?url=${encodeURIComponent(url)}&w=640&q=75`);
      expect(res.status(), url).toBe(400);
    }
  });
});
