/**
 * Issue 17 items 1, 2 and 9 and attack list 1–13, 17, 19, 20, 23, 27, 31 against the running site: the
 * `/redirect` allowlist and its "即将离开" interstitial (also after login), the gate and the proxy under
 * internal and router headers, security headers, tampered cookies, logout, and the chat-app login-CSRF link.
 * Request-level checks run once (desktop project); browser journeys on both projects.
 */
import crypto from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { storageStatePath } from './auth-state';
import { DEMO, loginAndSettle, openLoginDialog, passwordLogin } from './helpers';

const CLIENT = `Basic ${Buffer.from('web:web').toString('base64')}`;
const EVIL = 'https://evil.example/phish?from=community';

/** The `Location` of a non-followed answer, resolved against the site. */
function locationOf(headers: Record<string, string>, base: string): URL {
  return new URL(headers.location ?? '', base);
}

async function apiToken(request: APIRequestContext, mobile: string = DEMO.mobile): Promise<string> {
  const key = 'pl4tf0rmPwdKey16';
  const cipher = crypto.createCipheriv('aes-128-cbc', Buffer.from(key), Buffer.from(key));
  const password = Buffer.concat([cipher.update(DEMO.password, 'utf8'), cipher.final()]).toString('base64');
  const res = await request.post('/api/auth/oauth/token', {
    headers: { Authorization: CLIENT },
    form: { grant_type: 'web_password', scope: 'server', mobile, password, remember_me: 'true' },
  });
  const body = await res.json();
  expect(body.code).toBe(0);
  return body.data.access_token as string;
}

/** Fails the test when any dialog (alert, confirm) opens on the page. */
function forbidDialogs(page: Page): string[] {
  const opened: string[] = [];
  page.on('dialog', (dialog) => {
    opened.push(dialog.message());
    void dialog.dismiss();
  });
  return opened;
}

test.describe('redirects (issue 17 item 2)', () => {
  test('security: /redirect to a host outside the allowlist shows 即将离开食包印产业社区 with the full target, 继续访问 and 返回, and stays put', async ({ page }) => {
    // the page's clock is ours: a timed redirect would fire when we run it forward (below)
    await page.clock.install();
    const response = await page.goto(`/redirect?redirectUri=${encodeURIComponent(EVIL)}`);
    expect(response?.status()).toBe(200);
    const card = page.getByTestId('external-link');
    await expect(card.getByRole('heading', { name: '即将离开食包印产业社区' })).toBeVisible();
    await expect(page.getByTestId('external-link-target')).toHaveText(EVIL);
    const go = page.getByTestId('external-link-continue');
    await expect(go).toHaveText('继续访问');
    await expect(go).toHaveAttribute('href', EVIL);
    await expect(go).toHaveAttribute('rel', /noopener/);
    await expect(page.getByTestId('external-link-back')).toHaveText('返回');
    // no automatic navigation, not even after a minute of the page's timers
    await page.clock.runFor(60_000);
    await page.waitForLoadState('networkidle');
    expect(new URL(page.url()).hostname).not.toBe('evil.example');
    expect(page.url()).toContain('/redirect?redirectUri=');
    await expect(card).toBeVisible();
  });

  test('security 4: after login, /?redirect=/redirect?redirectUri=<other host> ends on the interstitial, never on the other host', async ({ page }) => {
    test.setTimeout(120_000);
    const target = `/redirect?redirectUri=${encodeURIComponent(EVIL)}`;
    await page.goto(`/?redirect=${encodeURIComponent(target)}`);
    // A12: the page opens the login dialog by itself, carrying the redirect
    await expect(page.getByRole('dialog')).toBeVisible({ timeout: 45_000 });
    const arrived = page.waitForURL(/\/redirect\?redirectUri=/, { timeout: 60_000 });
    await passwordLogin(page);
    await arrived;
    await expect(page.getByTestId('external-link-target')).toHaveText(EVIL);
    expect(new URL(page.url()).hostname).not.toBe('evil.example');
  });

  test('security 1, 2, 3, 5: script, data, scheme-relative, credential, repeated, 10 KB and CR/LF targets answer a redirect to / (no 5xx, no injected header)', async ({ request, baseURL }) => {
    const home = new URL('/', baseURL).toString();
    const searches = [
      'redirectUri=javascript:alert(1)',
      'redirectUri=JaVaScRiPt:alert(1)',
      'redirectUri=java%09script:alert(1)',
      'redirectUri=%20javascript:alert(1)',
      `redirectUri=${encodeURIComponent('data:text/html,<script>alert(1)</script>')}`,
      'redirectUri=vbscript:msgbox(1)',
      'redirectUri=//evil.example',
      'redirectUri=/%5Cevil.example',
      'redirectUri=%5C%2F%5C%2Fevil.example',
      'redirectUri=https:evil.example',
      `redirectUri=${encodeURIComponent(`https://${new URL(baseURL as string).host}@evil.example`)}`,
      'redirectUri=%2Fnews&redirectUri=https%3A%2F%2Fevil.example',
      `redirectUri=%2F${'a'.repeat(10 * 1024)}`,
      'redirectUri=%2Fnews%0d%0aSet-Cookie:x=1',
    ];
    for (const search of searches) {
      const res = await request.get(`/redirect?${search}`, { maxRedirects: 0 });
      expect(res.status(), search.slice(0, 60)).toBe(307);
      expect(locationOf(res.headers(), baseURL as string).toString(), search.slice(0, 60)).toBe(home);
      expect(res.headersArray().some((h) => h.name.toLowerCase() === 'set-cookie' && h.value.startsWith('x='))).toBe(false);
    }
    // encoded slashes stay on this site
    const encoded = await request.get('/redirect?redirectUri=%2F%252F%252Fevil.example', { maxRedirects: 0 });
    expect(locationOf(encoded.headers(), baseURL as string).host).toBe(new URL(baseURL as string).host);
  });

  test('security 6: the gate sends a visitor to /?redirect= with the path and query encoded, never reflected raw', async ({ request, baseURL }) => {
    const res = await request.get('/mine/account-setting?q=%3Cscript%3E', { maxRedirects: 0 });
    expect(res.status()).toBe(307);
    const location = res.headers().location ?? '';
    expect(location).toContain('/?redirect=%2Fmine%2Faccount-setting%3Fq%3D%253Cscript%253E');
    expect(location).not.toMatch(/<script/i);
    expect(locationOf(res.headers(), baseURL as string).host).toBe(new URL(baseURL as string).host);
  });
});

test.describe('the proxy under special headers (attack list 7–11)', () => {
  test('security 7, 8, 10: internal and router headers, .rsc and _rsc never reach a private page without a session', async ({ request }) => {
    const variants: { path: string; headers?: Record<string, string> }[] = [
      { path: '/mine/account-setting', headers: { 'x-middleware-subrequest': 'middleware:middleware:middleware:middleware:middleware' } },
      { path: '/mine/account-setting', headers: { 'x-middleware-subrequest': 'proxy:proxy:proxy:proxy:proxy' } },
      { path: '/mine/account-setting', headers: { RSC: '1' } },
      { path: '/mine/account-setting', headers: { RSC: '1', 'Next-Router-Prefetch': '1' } },
      { path: '/mine/account-setting', headers: { RSC: '1', 'Next-Router-Segment-Prefetch': '/_tree' } },
      { path: '/mine/account-setting?_rsc=abc12' },
      { path: '/mine/account-setting', headers: { 'x-nextjs-data': '1' } },
    ];
    for (const v of variants) {
      const res = await request.get(v.path, { headers: v.headers, maxRedirects: 0 });
      const label = `${v.path} ${JSON.stringify(v.headers ?? {})}`;
      expect(res.status(), label).toBe(307);
      expect(res.headers().location, label).toContain('/?redirect=');
      expect(await res.text(), label).not.toContain('account-mobile');
    }
    const suffixed = await request.get('/mine/account-setting.rsc', { maxRedirects: 0 });
    expect([307, 308, 404]).toContain(suffixed.status());
    expect(await suffixed.text()).not.toContain('account-mobile');
  });

  test('security 9: encoded traversal on a private route gets the canonical answer (gate, 404 or home), never private data', async ({ request }) => {
    for (const path of ['/message/..%2f..%2fmine%2faccount-setting', '/message/7%2f..', '/mine/..%2faccount-setting', '/message/7?id=1&id=2']) {
      const res = await request.get(path, { maxRedirects: 0 });
      expect([307, 308, 404], path).toContain(res.status());
      expect(await res.text(), path).not.toContain('account-mobile');
    }
  });

  test('security 11: a forged Host or X-Forwarded-Host never shows up in redirects or absolute URLs', async ({ request, baseURL }) => {
    const gated = await request.get('/mine/account-setting', { headers: { 'X-Forwarded-Host': 'evil.example', Forwarded: 'host=evil.example' }, maxRedirects: 0 });
    expect(gated.status()).toBe(307);
    expect(gated.headers().location ?? '').not.toContain('evil.example');
    const page = await request.get('/news/hot', { headers: { 'X-Forwarded-Host': 'evil.example' } });
    const html = await page.text();
    expect(html).not.toContain('evil.example');
    expect(html).toContain(`href="${new URL(baseURL as string).origin}`);
  });
});

test.describe('security headers (attack list 19, 20)', () => {
  test('security 20: HTML answers refuse framing and send nosniff, Referrer-Policy and COOP; no HSTS over plain http', async ({ request }) => {
    for (const path of ['/news/hot', '/community/demand_supply/latest', `/redirect?redirectUri=${encodeURIComponent(EVIL)}`]) {
      const res = await request.get(path);
      const h = res.headers();
      expect(h['content-security-policy'], path).toContain("frame-ancestors 'none'");
      expect(h['x-frame-options'], path).toBe('DENY');
      expect(h['x-content-type-options'], path).toBe('nosniff');
      expect(h['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(h['cross-origin-opener-policy'], path).toBe('same-origin');
      expect(h['strict-transport-security'], path).toBeUndefined();
    }
    // (a proxy-routed page: the page cache in front of the public pages keys on the URL, not the scheme)
    const tls = await request.get('/news', { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(tls.headers()['strict-transport-security']).toMatch(/^max-age=31536000/);
  });

  test.describe('logged in', () => {
    test.use({ storageState: storageStatePath('member1') });

    test('security 19: personal pages get a fresh nonce per load, and an injected inline handler is blocked by CSP', async ({ page }) => {
      const first = await page.goto('/mine/account-setting');
      const nonce = (csp: string | undefined) => /'nonce-([^']+)'/.exec(csp ?? '')?.[1];
      const a = nonce(first?.headers()['content-security-policy']);
      const second = await page.reload();
      const b = nonce(second?.headers()['content-security-policy']);
      expect(a).toBeTruthy();
      expect(b).toBeTruthy();
      expect(a).not.toBe(b);
      expect(first?.headers()['cache-control'] ?? '').toMatch(/no-store/);
      await expect(page.getByTestId('account-mobile')).toBeVisible();
      const violation = await page.evaluate(
        () =>
          new Promise<string>((resolve) => {
            document.addEventListener('securitypolicyviolation', (e) => resolve(e.violatedDirective), { once: true });
            const div = document.createElement('div');
            div.innerHTML = '<img src="data:," onerror="window.__xss = 1">';
            document.body.appendChild(div);
            setTimeout(() => resolve('none'), 3000);
          }),
      );
      expect(violation).toMatch(/^script-src/);
      expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    });
  });
});

test.describe('cookies and logout (attack list 23, 27)', () => {
  test('security 23: a tampered token cookie reads as logged out and is cleared, on gated and on public pages', async ({ page, context, baseURL }) => {
    const url = baseURL as string;
    await context.addCookies([
      { name: 'token', value: 'tampered.value', url },
      { name: 'is_login', value: 'AAAA.BBBB', url },
    ]);
    const res = await page.goto('/mine/account-setting');
    expect(res?.status()).toBeLessThan(500);
    await expect(page).toHaveURL(/\/community\/demand_supply\/latest\?redirect=/);
    expect((await context.cookies()).map((c) => c.name)).not.toContain('token');

    await context.addCookies([{ name: 'token', value: 'tampered.again', url }]);
    await page.goto('/news/hot');
    await expect(page.getByTestId('header-login').first()).toBeVisible();
    await expect.poll(async () => (await context.cookies()).map((c) => c.name)).not.toContain('token');
  });

  test('security 27: logout clears the session cookies and revokes the token; Back shows no private page', async ({ page, context }) => {
    test.setTimeout(150_000);
    await page.goto('/news/hot');
    await openLoginDialog(page);
    await loginAndSettle(page);
    expect((await context.cookies()).map((c) => c.name)).toContain('token');
    await page.goto('/mine/account-setting');
    await expect(page.getByTestId('account-mobile')).toBeVisible();

    await page.getByTestId(/header-avatar|mobile-avatar/).first().click();
    await page.getByRole('menuitem', { name: /退出登录|Log out/ }).or(page.getByRole('button', { name: /退出登录|Log out/ })).click();
    // logging out on a member-only page goes home (a full navigation): Back is pressed once it has landed, not while
    // it is under way (the header shows the login button before the home page has loaded)
    await page.waitForURL((url) => url.pathname !== '/mine/account-setting', { timeout: 30_000 });
    await page.waitForLoadState();
    await expect(page.getByTestId('header-login').first()).toBeVisible({ timeout: 30_000 });
    const names = (await context.cookies()).map((c) => c.name);
    for (const name of ['token', 'refresh_token', 'is_login', 'member_id']) expect(names).not.toContain(name);

    // Back asks for the member page again; the login gate answers with a redirect, which Chromium may report as an
    // aborted history navigation. Either way the visitor must not see the private page.
    await page.goBack().catch((error: unknown) => {
      if (!String(error).includes('ERR_ABORTED')) throw error;
    });
    await expect.poll(() => new URL(page.url()).pathname).not.toBe('/mine/account-setting');
    await expect(page.getByTestId('account-mobile')).toHaveCount(0);
  });
});

test.describe('HTML from users (attack list 13, 17)', () => {
  test('security 13: a news image with onerror renders without the handler and no dialog opens', async ({ page, request }, info) => {
    test.setTimeout(90_000);
    const dialogs = forbidDialogs(page);
    const token = await apiToken(request);
    const created = await request.post('/api/news/news', {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        title: `安全测试图片 ${info.project.name} ${Date.now()}`,
        content: '<p>封面</p><p><img src="/api/files/seed/cover/1.svg" onerror="alert(1)"><img src="x" onerror="alert(2)"></p>',
        publishStatus: 'PUBLISHED',
      },
    });
    const body = await created.json();
    expect(body.code, JSON.stringify(body)).toBe(0);
    await page.goto(`/news/${body.data.id}`);
    await expect(page.locator('img[src="/api/files/seed/cover/1.svg"]').first()).toBeVisible();
    expect(await page.locator('[onerror]').count()).toBe(0);
    // every image has loaded or failed (a kept onerror would have run by then)
    await page.waitForLoadState('networkidle');
    expect(dialogs).toEqual([]);
  });

  test('security 17: markup and template syntax in a comment show as text; no dialog opens', async ({ page, request }, info) => {
    test.setTimeout(90_000);
    const dialogs = forbidDialogs(page);
    const token = await apiToken(request);
    const posts = await (await request.get('/api/post/posts/page?current=1&size=5')).json();
    const postId = posts.data.records[info.project.name === 'desktop' ? 0 : 1].id as number;
    const text = `</script><script>alert(1)</script>{{constructor.constructor('alert(2)')()}} ${info.project.name}`;
    const sent = await request.post('/api/post/comments', { headers: { Authorization: `Bearer ${token}` }, data: { postId, content: text } });
    expect((await sent.json()).code).toBe(0);
    await page.goto(`/community/post/${postId}`);
    // the comments load when they come near the viewport (the anchor turns into the section)
    await expect(page.getByTestId('comments-anchor').or(page.getByTestId('comment-section')).first()).toBeAttached();
    await page.getByTestId('comments-anchor').scrollIntoViewIfNeeded({ timeout: 2000 }).catch(() => undefined);
    await page.getByTestId('comment-section').scrollIntoViewIfNeeded();
    const item = page.getByTestId('comment-item').filter({ hasText: text }).first();
    await expect(item).toBeVisible({ timeout: 30_000 });
    expect(await item.locator('script').count()).toBe(0);
    await page.waitForLoadState('networkidle');
    expect(dialogs).toEqual([]);
  });
});

test.describe('chat-app login CSRF (issue 17 item 1, attack list 31)', () => {
  test("security 31: a code obtained by another browser, sent as a /redirect link, logs nobody in here", async ({ page, request, baseURL }) => {
    // the attacker authorizes their own chat-app account in their own browser (state of their choosing)
    const authorize = await request.post('/api/sandbox/chat-app/authorize', {
      headers: { Origin: new URL(baseURL as string).origin },
      form: {
        appid: 'wx5a1d0c8e3f2b7a61',
        redirect_uri: `${new URL(baseURL as string).origin}/redirect?redirectUri=%2Fnews`,
        scope: 'snsapi_login',
        state: 'a1b2c3d4e5f60718293a4b5c',
        openid: 'new',
      },
      maxRedirects: 0,
    });
    expect(authorize.status()).toBe(302);
    const sent = new URL(authorize.headers().location ?? '');
    const code = sent.searchParams.get('code');
    expect(code).toBeTruthy();

    // the victim opens the link
    const tokenCalls: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/auth/oauth/token') tokenCalls.push(r.url());
    });
    await page.goto(`/redirect?redirectUri=%2Fnews&code=${code}&state=x`);
    await expect(page.getByTestId('code-step-notice')).toContainText(/不是在本浏览器发起|not started in this browser/);
    expect(new URL(page.url()).searchParams.has('code')).toBe(false);
    await expect(page.getByTestId('header-login').first()).toBeVisible();
    expect(tokenCalls).toEqual([]);
    expect((await page.context().cookies()).map((c) => c.name)).not.toContain('token');

    // the same code with the attacker's own state is refused too: this browser never started it
    await page.goto(`/redirect?redirectUri=%2Fnews&code=${code}&state=a1b2c3d4e5f60718293a4b5c`);
    await expect(page.getByTestId('code-step-notice')).toContainText(/不是在本浏览器发起|not started in this browser/);
    expect(tokenCalls).toEqual([]);
  });

  test('security 12: the authorize form posted from another origin is 403 and hands out no code', async ({ request, baseURL }) => {
    const res = await request.post('/api/sandbox/chat-app/authorize', {
      headers: { Origin: 'https://evil.example' },
      form: { appid: 'wx5a1d0c8e3f2b7a61', redirect_uri: `${new URL(baseURL as string).origin}/redirect`, scope: 'snsapi_login', state: 'st', openid: 'new' },
      maxRedirects: 0,
    });
    expect(res.status()).toBe(403);
    expect(res.headers().location).toBeUndefined();
  });
});
