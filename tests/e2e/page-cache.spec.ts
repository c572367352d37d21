import { expect, test, type APIResponse } from '@playwright/test';

/**
 * DESIGN.md §5/§6 and docs/architecture.md "The page cache": public pages outside the proxy are one HTML per
 * (locale, device) variant, kept briefly by the web server in front of Next; personal pages never are.
 */

const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const cacheState = (res: APIResponse) => res.headers()['x-page-cache'];

test.describe('page cache', () => {
  test('a public page is answered from the cache on the next load, with the same HTML and headers', async ({ request }) => {
    // An answer is not kept while news changes under it (another worker's journey publishing news purges the cache,
    // or Next answers a stale copy it is regenerating): the pair is tried again until nothing changed in between.
    let first!: APIResponse;
    let second!: APIResponse;
    await expect(async () => {
      first = await request.get('/news/hot', { headers: { 'user-agent': DESKTOP } });
      expect(first.status()).toBe(200);
      second = await request.get('/news/hot', { headers: { 'user-agent': DESKTOP } });
      expect(cacheState(second)).toBe('HIT');
    }).toPass({ timeout: 30_000 });
    expect(await second.text()).toBe(await first.text());
    const h = second.headers();
    expect(h['content-security-policy']).toContain("object-src 'none'");
    expect(h['x-content-type-options']).toBe('nosniff');
    // The browser's copy is revalidated with its ETag.
    const again = await request.get('/news/hot', { headers: { 'user-agent': DESKTOP, 'if-none-match': h.etag ?? '' } });
    expect(again.status()).toBe(304);
  });

  test('each variant is kept apart: locale and device (A31, V03)', async ({ request }) => {
    const get = (headers: Record<string, string>) => request.get('/news/hot', { headers: { 'user-agent': DESKTOP, ...headers } });
    for (let i = 0; i < 2; i++) {
      const zhDesktop = await get({});
      const enDesktop = await get({ cookie: 'locale=en' });
      const zhMobile = await get({ 'user-agent': PHONE });
      expect(await zhDesktop.text()).toMatch(/<html[^>]* lang="zh-CN" class="desktop"/);
      expect(await enDesktop.text()).toMatch(/<html[^>]* lang="en" class="desktop"/);
      expect(await zhMobile.text()).toMatch(/<html[^>]* lang="zh-CN" class="mobile"/);
    }
  });

  test('issue 28 item 3: a page names the islands\' catalogue instead of carrying it; the file is kept for good', async ({ request }) => {
    for (const [cookie, locale, key] of [['', 'zh', '暂无权限操作'], ['locale=en', 'en', 'You do not have permission for this']] as const) {
      const html = await (await request.get('/news/hot', { headers: { 'user-agent': DESKTOP, cookie } })).text();
      // preloaded while the scripts load, in the page's language
      const link = new RegExp(`<link rel="preload"[^>]* href="(/i18n/${locale}\\.[\\w-]{12}\\.json)"[^>]*>`).exec(html);
      expect(link?.[0], `the ${locale} page preloads its catalogue`).toContain('as="fetch"');
      const url = link?.[1] ?? '';
      // no text only an island shows (an action's refusal) is in the page
      expect(html).not.toContain(key);
      const file = await request.get(url);
      expect(file.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(JSON.stringify(await file.json())).toContain(key);
    }
  });

  test('issue 28 item 1: every script a public page runs at load asks to be compiled while it streams', async ({ request }) => {
    for (const [url, ua] of [['/news/hot', DESKTOP], ['/company/huading-food', PHONE]] as const) {
      const html = await (await request.get(url, { headers: { 'user-agent': ua } })).text();
      // the polyfills (`noModule`) are never run by a browser that reads the hint
      const scripts = [...html.matchAll(/<script src="(\/_next\/static\/chunks\/[^"]+\.js[^"]*)"([^>]*)>/g)]
        .filter(([, , attrs = '']) => !/nomodule/i.test(attrs))
        .map(([, src = '']) => src);
      expect(scripts.length, `${url} loads its chunks`).toBeGreaterThan(4);
      // COMPILE_HINT of scripts/compile-hints.mjs (Playwright's loader does not import that ES module from a spec)
      for (const src of scripts) expect((await (await request.get(src)).text()).slice(0, 29), src).toBe('//# allFunctionsCalledOnLoad\n');
    }
  });

  test('redirects, 404s, login-gated and personal pages never come from it', async ({ request }) => {
    for (const url of ['/', '/no/such-route', '/news/12a', '/news/999999999', '/system-message', '/news/create']) {
      for (let i = 0; i < 2; i++) {
        const res = await request.get(url, { maxRedirects: 0 });
        expect(cacheState(res), url).not.toBe('HIT');
      }
    }
    expect((await request.get('/news/999999999')).status()).toBe(404);
  });
});
