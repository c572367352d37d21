import { expect, test } from '@playwright/test';
import { storageStatePath } from './auth-state';
import { expectLoggedIn, isMobileProject } from './helpers';

/**
 * What only a browser shows: the SSO layout of the registration form (A25), the back-to-top button on desktop only
 * (E26), the related-site logos on member pages only (I43), and editing a post as its author while another member
 * gets a 404 (G06). Members start logged in from the setup project's storageState (tests/e2e/auth.setup.ts).
 */
const MEMBER1 = 1001;

test('A25 /form/{formId}/uniapp renders only the form: no header, no footer, no right column', async ({ page, request }) => {
  let formId = 0;
  for (let id = 1; id <= 10 && !formId; id += 1) {
    const res = await request.get(`/api/ec/forms/template/${id}`);
    if (((await res.json()) as { code: number }).code === 0) formId = id;
  }
  expect(formId, 'a seeded registration form').toBeGreaterThan(0);
  const response = await page.goto(`/form/${formId}/uniapp`);
  expect(response?.status()).toBe(200);
  await expect(page.getByTestId('form-fill')).toBeVisible();
  await expect(page.locator('header')).toHaveCount(0);
  await expect(page.locator('footer')).toHaveCount(0);
  await expect(page.locator('aside')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: /菜单|Menu/ })).toHaveCount(0);
  // the same chrome-less layout on a page of the site would have all three: /news as the control
  await page.goto('/news');
  await expect(page.locator('aside').first()).toBeVisible();
});

test('E26 the back-to-top button shows on desktop after scrolling one viewport, 80 px from the bottom and 20 px from the right; never on mobile', async ({ page }) => {
  await page.goto('/news');
  const button = page.getByRole('button', { name: /回到顶部|Back to top/ });
  await expect(button).toHaveCount(0);
  const height = await page.evaluate(() => window.innerHeight);
  await page.evaluate((y) => window.scrollTo(0, y), Math.round(height * 2.5));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(height);
  if (await isMobileProject(page)) {
    // give a mounted button its scroll event (dispatched before the next frame) before asserting there is none
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await expect(button).toHaveCount(0);
    return;
  }
  await expect(button).toBeVisible();
  const gaps = await button.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { bottom: Math.round(document.documentElement.clientHeight - r.bottom), right: Math.round(document.documentElement.clientWidth - r.right) };
  });
  expect(gaps).toEqual({ bottom: 80, right: 20 });
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

// desktop: a phone's member pages have no right column (W22, mobile-device.spec.ts)
test('I43 the related-site logos module is on member pages only', { tag: '@desktop-only' }, async ({ page }) => {
  await page.goto(`/people/${MEMBER1 + 1}`);
  const sites = page.getByTestId('related-sites');
  await expect(sites).toBeVisible();
  const links = sites.getByRole('link');
  expect(await links.count()).toBeGreaterThan(0);
  for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))) expect(href).toMatch(/^\/news/);
  for (const path of ['/people', '/people/popular', '/news']) {
    await page.goto(path);
    await expect(page.locator('main').first()).toBeVisible();
    await expect(page.getByTestId('related-sites')).toHaveCount(0);
  }
});

test.describe('G06 editing a post', () => {
  test.use({ storageState: storageStatePath('member1') });

  test('G06 the author opens /community/circle/post/{id}/edit with the post loaded, saves it and lands on the post; another member gets 404', async ({ page, browser, baseURL }, info) => {
    test.setTimeout(90_000);
    // one of the author's oldest named posts (no other journey reads it); each project edits its own
    const res = await page.request.get(`/api/post/posts/page?memberId=${MEMBER1}&size=100`);
    const posts = ((await res.json()) as { data: { records: { id: number; title: string | null }[] } }).data.records.filter((p) => p.title);
    const post = posts[posts.length - (info.project.name === 'mobile' ? 2 : 1)];
    expect(post, 'a seeded post of 13800000001').toBeTruthy();

    await page.goto(`/community/circle/post/${post!.id}/edit`);
    await expectLoggedIn(page);
    const editor = page.getByTestId('post-editor');
    await expect(editor).toBeVisible();
    await expect(editor.getByTestId('editor-title')).toHaveValue(post!.title as string);
    await expect(editor.getByTestId('editor-content')).toHaveValue(/\S/);
    const addition = `（补充：${info.project.name} ${Date.now() % 100000} 可提供样品）`;
    const content = await editor.getByTestId('editor-content').inputValue();
    await editor.getByTestId('editor-content').fill(`${content}${addition}`);
    await editor.getByTestId('editor-submit').click();
    await expect(page).toHaveURL(new RegExp(`/community/post/${post!.id}$`));
    await expect(page.getByTestId('post-detail')).toContainText(addition);

    const other = await browser.newContext({ baseURL, storageState: storageStatePath('member2') });
    try {
      const stranger = await other.newPage();
      const response = await stranger.goto(`/community/circle/post/${post!.id}/edit`);
      expect(response?.status()).toBe(404);
      await expect(stranger.getByText('This page could not be found')).toBeVisible();
      await expect(stranger.getByTestId('post-editor')).toHaveCount(0);
    } finally {
      await other.close();
    }
  });
});
