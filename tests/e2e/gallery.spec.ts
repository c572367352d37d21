import { expect, test, type APIRequestContext } from '@playwright/test';

/**
 * O28, issue 18 item 8: a post's images open in the gallery: page indicator, previous and next (disabled at the
 * ends), arrow keys and Escape on desktop, and on a phone the back gesture closes the gallery instead of
 * leaving the post.
 */

async function postWithImages(request: APIRequestContext, min: number): Promise<{ id: number; images: string[] }> {
  const body = (await (await request.get('/api/post/posts/page?size=100')).json()) as { data: { records: { id: number; images: string[] }[] } };
  const post = body.data.records.find((p) => p.images.length >= min);
  if (!post) throw new Error(`no post with ${min} images`);
  return post;
}

test.describe('O28 the post gallery', () => {
  test('opens on the image clicked, pages with the buttons and disables them at the ends', async ({ page }) => {
    const post = await postWithImages(page.request, 3);
    await page.goto(`/community/post/${post.id}`);
    const thumbs = page.getByTestId('gallery-thumb');
    await expect(thumbs).toHaveCount(post.images.length);
    const total = post.images.length;

    await thumbs.nth(1).click();
    const gallery = page.getByTestId('gallery');
    await expect(gallery).toBeVisible();
    await expect(gallery).toHaveAttribute('role', 'dialog');
    await expect(page.getByTestId('gallery-indicator')).toHaveText(`2/${total}`);
    await expect(page.getByTestId('gallery-image')).toHaveAttribute('src', post.images[1] ?? '');
    // the image really loads (a raster seed image, issue 18 item 11)
    await expect.poll(() => page.getByTestId('gallery-image').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    await page.getByTestId('gallery-prev').click();
    await expect(page.getByTestId('gallery-indicator')).toHaveText(`1/${total}`);
    await expect(page.getByTestId('gallery-prev')).toBeDisabled();
    await expect(page.getByTestId('gallery-next')).toBeEnabled();
    for (let i = 1; i < total; i += 1) await page.getByTestId('gallery-next').click();
    await expect(page.getByTestId('gallery-indicator')).toHaveText(`${total}/${total}`);
    await expect(page.getByTestId('gallery-next')).toBeDisabled();
    await expect(page.getByTestId('gallery-image')).toHaveAttribute('src', post.images[total - 1] ?? '');

    await page.getByTestId('gallery-close').click();
    await expect(gallery).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/community/post/${post.id}$`));
    // focus returns to the image that opened it
    await expect(page.getByTestId('gallery-thumb').nth(1)).toBeFocused();
  });

  test('keys: arrows page, Escape closes', { tag: '@desktop-only' }, async ({ page }) => {
    const post = await postWithImages(page.request, 2);
    await page.goto(`/community/post/${post.id}`);
    await page.getByTestId('gallery-thumb').first().click();
    await expect(page.getByTestId('gallery-indicator')).toHaveText(`1/${post.images.length}`);
    await page.keyboard.press('ArrowRight');
    await expect(page.getByTestId('gallery-indicator')).toHaveText(`2/${post.images.length}`);
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByTestId('gallery-indicator')).toHaveText(`1/${post.images.length}`);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('gallery')).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/community/post/${post.id}$`));
  });

  test('W16 mobile back closes the gallery and stays on the post', { tag: '@mobile-only' }, async ({ page }) => {
    const post = await postWithImages(page.request, 2);
    await page.goto('/community/demand_supply/latest');
    await page.goto(`/community/post/${post.id}`);
    await page.getByTestId('gallery-thumb').first().click();
    await expect(page.getByTestId('gallery')).toBeVisible();
    // a swipe to the left turns the page
    const stage = await page.getByTestId('gallery-image').boundingBox();
    if (stage) {
      const y = stage.y + stage.height / 2;
      await page.mouse.move(stage.x + stage.width * 0.8, y);
      await page.mouse.down();
      await page.mouse.move(stage.x + stage.width * 0.2, y, { steps: 5 });
      await page.mouse.up();
      await expect(page.getByTestId('gallery-indicator')).toHaveText(`2/${post.images.length}`);
    }
    await page.goBack();
    await expect(page.getByTestId('gallery')).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/community/post/${post.id}$`));
    await expect(page.getByTestId('post-detail')).toBeVisible();
    // the next back leaves the post as usual
    await page.goBack();
    await expect(page).toHaveURL(/\/community\/demand_supply\/latest$/);
  });
});
