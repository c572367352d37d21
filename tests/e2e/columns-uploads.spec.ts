import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { storageStatePath } from './auth-state';
import { expectLoggedIn } from './helpers';

/**
 * Issue 19, groups O and P in the browser: the right column of each site (O30–O43), who viewed me on one's own page,
 * image compression by the browser (P10: the longest side at most 2560 px, the aspect ratio kept, a smaller image
 * never upscaled), post attachments (P16) and a news comment with an image (P18) through the real storage host.
 */

/** A real PNG of `width` × `height` (a flat colour with a stripe, so it is not a trivial image). */
function png(width: number, height: number): Promise<Buffer> {
  const stripe = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="#2f6f4e"/><rect y="${Math.floor(height / 3)}" width="${width}" height="${Math.floor(height / 3)}" fill="#f2c14e"/></svg>`);
  return sharp(stripe).png().toBuffer();
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(data: Buffer): [number, number] {
  expect(data.subarray(1, 4).toString('latin1')).toBe('PNG');
  return [data.readUInt32BE(16), data.readUInt32BE(20)];
}

/** The image has loaded (a broken or missing file has no natural width); lazy images load once scrolled to (on mobile the column is below the content). */
async function imageLoaded(img: Locator) {
  await img.scrollIntoViewIfNeeded();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0), { timeout: 20_000 }).toBe(true);
}

/** The comments load when they come near the viewport: scroll down to them. */
async function openComments(page: Page) {
  await expect(page.getByTestId('comments-anchor').or(page.getByTestId('comment-section')).first()).toBeAttached();
  await page.getByTestId('comments-anchor').scrollIntoViewIfNeeded({ timeout: 2000 }).catch(() => undefined);
  const section = page.getByTestId('comment-section');
  await section.scrollIntoViewIfNeeded();
  return section;
}

test.describe('right column by site (visitor)', () => {
  // desktop: a phone gets only the hot lists (W22, mobile-device.spec.ts)
  test('O30 O31 O33 O36 O37 O38 O39 O41 O44 O45 news, activity and post pages each get their own modules', { tag: '@desktop-only' }, async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/news');
    for (const id of ['latest-flashes', 'hot-news', 'cooperation-promo']) await expect(page.getByTestId(id)).toBeAttached();
    await expect(page.getByTestId('latest-flashes').locator('li')).toHaveCount(5);
    for (const id of ['recommended-follows', 'hot-events', 'community-promo']) await expect(page.getByTestId(id)).toHaveCount(0);

    await page.goto('/events');
    for (const id of ['hot-events', 'ticket-box', 'official-account-promo']) await expect(page.getByTestId(id)).toBeAttached();
    await imageLoaded(page.getByTestId('official-account-promo').locator('img'));
    for (const id of ['latest-flashes', 'recommended-follows']) await expect(page.getByTestId(id)).toHaveCount(0);

    await page.goto('/community/demand_supply/latest');
    const follows = page.getByTestId('recommended-follows');
    await expect(follows.getByTestId('member-item')).toHaveCount(3);
    await expect(follows.getByRole('link', { name: /更多|More/ })).toHaveAttribute('href', '/people/popular');
    const recommend = page.getByTestId('people-recommend');
    await expect(recommend.getByTestId('member-item')).toHaveCount(3);
    await expect(recommend.getByRole('tab')).toHaveText(['感兴趣']);
    const promo = page.getByTestId('community-promo');
    await expect(promo).toContainText('200+ 行业社群，50,000+ 行业成员');
    await expect(promo.locator('img')).toHaveAttribute('src', /\/api\/files\/seed\/qr\/2\.svg$/);
    await imageLoaded(promo.locator('img'));
    await expect(page.getByTestId('hot-posts').locator('li')).toHaveCount(5);
    for (const id of ['latest-flashes', 'hot-events']) await expect(page.getByTestId(id)).toHaveCount(0);
  });
});

test.describe('as 13800000001', () => {
  test.use({ storageState: storageStatePath('member1') });

  // desktop: a phone's member pages have no right column (W22, mobile-device.spec.ts)
  test("O43 O37 I36 who viewed me shows on one's own member page only; a member gets the visitors tab", { tag: '@desktop-only' }, async ({ page }) => {
    test.setTimeout(120_000);
    // 13800000001 is member 1001, 13800000002 member 1002 (the seed's first members)
    await page.goto('/people/1001');
    await expectLoggedIn(page);
    const viewedMe = page.getByTestId('who-viewed-me');
    await expect(viewedMe).toBeVisible({ timeout: 30_000 });
    await expect(viewedMe.getByRole('link', { name: /更多|More/ })).toHaveAttribute('href', '/people/visitors');
    await expect(page.getByTestId('related-sites')).toBeAttached();
    await page.goto('/people/1002');
    await expect(page.getByTestId('people-newest')).toBeAttached();
    await expect(page.getByTestId('who-viewed-me')).toHaveCount(0);
    await page.goto('/community/demand_supply/latest');
    await expect(page.getByTestId('people-recommend').getByRole('tab')).toHaveText(['感兴趣', '访客'], { timeout: 30_000 });
  });

  test('P10 P14 P16 the browser shrinks a large image to 2560 px keeping its shape, leaves a small one, and a post carries an attached document', async ({ page }, info) => {
    test.setTimeout(240_000);
    await page.goto('/circle/post/create');
    await expect(page.getByTestId('editor-image-input')).toBeAttached({ timeout: 30_000 });
    await expectLoggedIn(page);
    const images = page.getByTestId('editor-images').locator('img');

    await page.getByTestId('editor-image-input').setInputFiles({ name: 'large.png', mimeType: 'image/png', buffer: await png(3000, 1500) });
    await expect(images).toHaveCount(1, { timeout: 90_000 });
    const large = (await images.nth(0).getAttribute('src')) ?? '';
    expect(large).toMatch(/^\/api\/files\/oss\/image\/post\/[0-9a-f]{36}\.png$/);
    expect(pngSize(await (await page.request.get(large)).body())).toEqual([2560, 1280]);

    await page.getByTestId('editor-image-input').setInputFiles({ name: 'small.png', mimeType: 'image/png', buffer: await png(640, 320) });
    await expect(images).toHaveCount(2, { timeout: 60_000 });
    const small = (await images.nth(1).getAttribute('src')) ?? '';
    expect(pngSize(await (await page.request.get(small)).body())).toEqual([640, 320]);

    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    await page.getByTestId('editor-file-input').setInputFiles({ name: '瓶坯规格书.pdf', mimeType: 'application/pdf', buffer: pdf });
    await expect(page.getByTestId('editor-files').locator('li')).toHaveText([/瓶坯规格书\.pdf/], { timeout: 60_000 });

    const title = `求购瓶坯（附规格书 ${info.project.name} ${Date.now() % 100000}）`;
    await page.getByTestId('editor-title').fill(title);
    await page.getByTestId('editor-content').fill('年用量约 300 万只，口型 1881，规格与检测要求见附件，华东地区交货。');
    await page.getByTestId('editor-submit').click();
    await expect(page).toHaveURL(/\/community\/post\/\d+$/, { timeout: 60_000 });
    const attachment = page.getByTestId('post-files').getByRole('link', { name: '瓶坯规格书.pdf' });
    await expect(attachment).toHaveAttribute('href', /^\/api\/files\/oss\/file\/post\/[0-9a-f]{36}\.pdf$/);
    const served = await page.request.get((await attachment.getAttribute('href')) ?? '');
    expect(served.status()).toBe(200);
    expect((await served.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  test('P18 a news comment carries an image stored under image/newsComment/', async ({ page }, info) => {
    test.setTimeout(180_000);
    await page.goto(`/news/${info.project.name === 'mobile' ? 8 : 7}`);
    await expectLoggedIn(page);
    const section = await openComments(page);
    await section.getByTestId('comment-image-input').setInputFiles({ name: '展台.png', mimeType: 'image/png', buffer: await png(800, 600) });
    await expect(section.getByTestId('comment-composer-images').locator('img')).toHaveCount(1, { timeout: 60_000 });
    const text = `现场照片 ${info.project.name} ${Date.now()}`;
    await section.getByRole('textbox').first().fill(text);
    await section.getByRole('button', { name: '发表评论' }).click();
    const item = section.getByTestId('comment-item').filter({ hasText: text });
    await expect(item.getByTestId('comment-images').locator('img')).toHaveAttribute('src', /^\/api\/files\/oss\/image\/newsComment\/[0-9a-f]{36}\.png$/);
    await imageLoaded(item.getByTestId('comment-images').locator('img'));
    await item.getByRole('button', { name: '删除' }).click();
    await item.getByRole('alertdialog').getByRole('button', { name: '删除' }).click();
    await expect(section.getByText(text)).toHaveCount(0);
  });
});
