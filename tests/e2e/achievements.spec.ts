import { expect, test } from '@playwright/test';
import { storageStatePath } from './auth-state';

/** The API's review secret in end-to-end runs (playwright.config.ts). */
const REVIEW_SECRET = process.env.E2E_REVIEW_SECRET ?? 'e2e-review-secret';

test.describe('achievements: a member', () => {
  test.use({ storageState: storageStatePath('member1') });

  test('M03 M24 M16 M21 M19 M04 M22 K32 13800000001 submits, withdraws, edits and resubmits; the review passes it and the notice opens it', async ({ page }, info) => {
    const marker = `${info.project.name}${Date.now().toString(36)}`;
    const title = `低温等离子体包装表面处理${marker}`;

    await page.goto('/achievement/add');
    const form = page.getByTestId('achievement-form');
    await expect(form).toBeVisible();
    await page.getByTestId('achievement-title').fill(title);
    await page.getByTestId('achievement-maturity-select').click();
    await page.locator('.ant-select-item-option', { hasText: '中试完成' }).click();
    await page.getByTestId('achievement-summary').fill('提高薄膜表面能，复合强度更稳定。');
    await page.getByTestId('achievement-content').fill('采用常压低温等离子体处理 BOPP 与 PE 薄膜表面，处理后达因值稳定在 42 以上。');
    await page.getByTestId('achievement-material-input').setInputFiles({ name: '技术说明.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n% test\n') });
    await expect(page.getByTestId('achievement-materials').getByRole('link')).toHaveAttribute('href', /file\/achievement\/material\//, { timeout: 30_000 });
    await page.getByTestId('achievement-submit').click();

    // back on one's own page, tab "My achievements": PENDING 待审核 + 撤回
    await expect(page).toHaveURL(/\/people\/\d+#achievements$/);
    const row = page.getByTestId('my-achievement-item').filter({ hasText: title });
    await expect(row.getByTestId('achievement-state')).toHaveAttribute('data-status', 'PENDING');
    await expect(row).toContainText('待审核');
    const id = Number(await row.getAttribute('data-id'));
    expect(id).toBeGreaterThan(0);
    expect((await (await page.request.get(`/api/company/achievement/${id}`)).json()).code).toBe(404);

    // 撤回 → CANCEL 取消 + 编辑
    await row.getByRole('button', { name: '撤回' }).click();
    // it asks first (issue 29 item 8)
    await page.getByRole('tooltip').getByRole('button', { name: /^撤\s?回$/ }).click();
    await expect(row.getByTestId('achievement-state')).toHaveAttribute('data-status', 'CANCEL');
    await expect(row).toContainText('取消');
    await row.getByRole('link', { name: '编辑' }).click();

    // edit and resubmit → PENDING again
    await expect(page).toHaveURL(new RegExp(`/achievement/edit/${id}$`));
    await expect(page.getByTestId('achievement-title')).toHaveValue(title);
    const revised = `${title}（修订）`;
    await page.getByTestId('achievement-title').fill(revised);
    await page.getByTestId('achievement-submit').click();
    await expect(page).toHaveURL(/\/people\/\d+#achievements$/);
    const revisedRow = page.getByTestId('my-achievement-item').filter({ hasText: revised });
    await expect(revisedRow.getByTestId('achievement-state')).toHaveAttribute('data-status', 'PENDING');

    // the platform's review step passes it
    const reviewed = await page.request.post('/api/admin/achievement/review', { headers: { 'x-review-secret': REVIEW_SECRET }, data: { id, result: 'pass' } });
    expect((await reviewed.json()).data.auditStatus).toBe('PASS');

    // the achievement notice (type 16) links to the detail
    await page.goto('/system-message');
    await page.getByTestId('panel-tab-notice').click();
    const notice = page.getByTestId('notice-item').filter({ hasText: revised });
    await expect(notice.getByRole('link', { name: new RegExp(marker) })).toHaveAttribute('href', `/achievement/${id}`);
    await notice.getByRole('link', { name: new RegExp(marker) }).click();
    await expect(page).toHaveURL(new RegExp(`/achievement/${id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(revised);
  });
});

test.describe('achievements: a visitor', () => {
  test('M01 M14 M02 T12 opens the list, filters by maturity and opens one', async ({ page }) => {
    await page.goto('/achievement');
    await expect(page).toHaveTitle(/^成果_/);
    const list = page.getByTestId('achievement-list');
    await expect(list.getByTestId('achievement-item').first()).toBeVisible();
    await page.getByTestId('achievement-filters').getByRole('link', { name: '放大生产完成' }).click();
    await expect(page).toHaveURL(/\/achievement\?maturity=LARGE$/);
    const items = list.getByTestId('achievement-maturity');
    await expect(items.first()).toHaveText('放大生产完成');
    for (const text of await items.allTextContents()) expect(text).toBe('放大生产完成');

    const first = list.getByTestId('achievement-item').first().getByRole('link');
    const name = (await first.textContent()) ?? '';
    await first.click();
    await expect(page).toHaveURL(/\/achievement\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page).toHaveTitle(`${name}_成果_食包印产业社区`);
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}');
    expect(jsonLd['@type']).toBe('CreativeWork');

    // a missing id is a real 404
    const missing = await page.goto('/achievement/99999999');
    expect(missing?.status()).toBe(404);
  });
});
