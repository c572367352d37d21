import { expect, test, type Page } from '@playwright/test';
import { storageStatePath } from './auth-state';
import { expectLoggedIn } from './helpers';

/** Each project works on its own news item (the e2e database is shared by the desktop and mobile runs). */
function newsIdFor(projectName: string): number {
  return projectName === 'mobile' ? 6 : 5;
}

/** The comments load when they come near the viewport: scroll down to them. */
async function openComments(page: Page) {
  await expect(page.getByTestId('comments-anchor').or(page.getByTestId('comment-section')).first()).toBeAttached();
  // The anchor turns into the section as soon as it is near the viewport, possibly while we scroll to it.
  await page.getByTestId('comments-anchor').scrollIntoViewIfNeeded({ timeout: 2000 }).catch(() => undefined);
  const section = page.getByTestId('comment-section');
  await section.scrollIntoViewIfNeeded();
  return section;
}

async function likeCount(page: Page): Promise<number> {
  const text = (await page.getByTestId('like-count').textContent()) ?? '0';
  return Number(text.replace(/,/g, ''));
}

test.describe('news interactions', () => {
  test('F18 U06 a visitor pressing like gets the login dialog', async ({ page }, info) => {
    await page.goto(`/news/${newsIdFor(info.project.name)}`);
    await page.getByTestId('like-button').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByRole('dialog').getByRole('tab', { name: /密码登录/ })).toBeVisible();
  });

  test.describe('as 13800000001', () => {
    // starts logged in (tests/e2e/auth.setup.ts)
    test.use({ storageState: storageStatePath('member1') });

    test('F18–F21 a member likes (count +1) and unlikes, comments, sees the comment and deletes it', async ({ page }, info) => {
      const id = newsIdFor(info.project.name);
      // The member's like state is read after hydration; wait for it.
      const state = page.waitForResponse((r) => new URL(r.url()).pathname === `/api/news/news/${id}` && r.request().method() === 'GET');
      await page.goto(`/news/${id}`);
      await state;
      await expectLoggedIn(page);
      const like = page.getByTestId('like-button');
      await expect(like).toBeEnabled();
      const before = await likeCount(page);
      const wasLiked = (await like.getAttribute('aria-pressed')) === 'true';
      if (wasLiked) {
        await like.click();
        await expect(like).toHaveAttribute('aria-pressed', 'false');
      }
      const base = wasLiked ? before - 1 : before;
      await expect(page.getByTestId('like-count')).toHaveText(String(base));
      await like.click();
      await expect(like).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByTestId('like-count')).toHaveText(String(base + 1));
      await expect(like).toBeEnabled();
      await like.click();
      await expect(page.getByTestId('like-count')).toHaveText(String(base));

      const text = `e2e 评论 ${info.project.name} ${Date.now()}`;
      const section = await openComments(page);
      await section.getByRole('textbox').first().fill(text);
      await section.getByRole('button', { name: '发表评论' }).click();
      const item = section.getByTestId('comment-item').filter({ hasText: text });
      await expect(item).toBeVisible();
      await item.getByRole('button', { name: '删除' }).click();
      const confirm = item.getByRole('alertdialog');
      await expect(confirm).toContainText('确定删除这条评论吗？');
      await confirm.getByRole('button', { name: '删除' }).click();
      await expect(section.getByText(text)).toHaveCount(0);
      await page.reload();
      await expect((await openComments(page)).getByTestId('comment-item').first()).toBeVisible();
      await expect(page.getByText(text)).toHaveCount(0);
    });
  });

  test('O26 F23 share shows a QR code and copy link shows 复制成功', async ({ page, context }, info) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(`/news/${newsIdFor(info.project.name)}`);
    await page.getByTestId('share-button').click();
    const panel = page.getByTestId('share-panel');
    await expect(panel.getByTestId('share-qr')).toHaveAttribute('src', /^data:image\/png;base64,/);
    await expect(panel).toContainText('微信扫一扫');
    await panel.getByRole('button', { name: '复制链接' }).click();
    await expect(page.getByRole('status').filter({ hasText: '复制成功' })).toBeVisible();
  });

  test('F19 the seeded comments load with the article and replies open on demand', async ({ page, request }) => {
    let target: { newsId: number; replyCount: number } | null = null;
    for (let newsId = 1; newsId <= 20 && !target; newsId += 1) {
      const answer = await (await request.get(`/api/news/news/comment?newsId=${newsId}&size=10`)).json();
      const withReplies = (answer.data?.records ?? []).find((c: { replyCount: number }) => c.replyCount > 0);
      if (withReplies) target = { newsId, replyCount: withReplies.replyCount };
    }
    expect(target).not.toBeNull();
    const { newsId } = target as { newsId: number; replyCount: number };
    await page.goto(`/news/${newsId}`);
    const section = await openComments(page);
    await expect(section.getByTestId('comment-item').first()).toBeVisible();
    await section.getByRole('button', { name: /查看 \d+ 条回复/ }).first().click();
    await expect(section.getByRole('button', { name: '收起回复' }).first()).toBeVisible();
  });
});
