import { expect, test as base, type Page } from '@playwright/test';
import { switchToEnglish } from './english';
import { CJK, chineseOutsideUserContent, expectAccessible, expectFits } from './page-checks';
import { PAGE_TEMPLATES, sampleUrl } from './page-templates';

/**
 * The audit's pages are read, never changed, one after the other in one tab per worker, as a visitor browses: a
 * new browser context per page (a new renderer, every script fetched and compiled again) cost more than most checks.
 * Each page starts as a first visit all the same — no cookie but the language's, the layout's own width — so no page
 * sees the state of the page before it.
 */
const test = base.extend<{ lang: 'zh' | 'en' }, { auditTab: Page }>({
  lang: ['zh', { option: true }],
  auditTab: [
    async ({ browser }, provide, workerInfo) => {
      const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL, screen } = workerInfo.project.use;
      const context = await browser.newContext({ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL, screen });
      await provide(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
  page: async ({ auditTab, lang, baseURL, viewport }, provide) => {
    const context = auditTab.context();
    await context.clearCookies();
    if (lang === 'en') await switchToEnglish(context, baseURL);
    if (viewport) await auditTab.setViewportSize(viewport);
    await provide(auditTab);
  },
});

// the pages are independent: both workers share them out, each in its own tab
test.describe.configure({ mode: 'parallel' });

/**
 * Every public template, opened once per language and layout, with every page-level check on that one load
 * (issue 27 item 6: three specs used to open the same pages for one check each):
 * - axe finds no critical or serious violation (issue 20 item 11, WCAG 2.2 AA), on one sample of each kind of page;
 * - in English, no Chinese outside user content (issue 18 item 4, V02/V05);
 * - on the phone, nothing is wider than 320, 375 or 430 px (issue 18 item 8, W01–W24).
 * A Chinese page of a template axe does not run on has only the phone check, so it runs in the mobile project only.
 */
for (const lang of ['zh', 'en'] as const) {
  test.describe(`V05 W issue 18 items 4 and 8, issue 20 item 11: every public template (${lang})`, () => {
    // as the language switch leaves the browser: the session's encrypted `lang` and the plain copy the rewrites read
    test.use({ lang });

    for (const template of PAGE_TEMPLATES) {
      const tag = lang === 'zh' && !template.axe ? ['@mobile-only'] : [];
      test(`${template.name} (${lang})`, { tag }, async ({ page }, testInfo) => {
        const url = await sampleUrl(page.request, template);
        const response = await page.goto(url);
        // a sample URL that names nothing would pass as a 404 page
        expect(response?.status(), `${url} answers`).toBe(template.status ?? 200);
        await expect(page.locator('html')).toHaveAttribute('lang', lang === 'en' ? 'en' : 'zh-CN');
        // islands (counts, member lists, the header's user area) settle after hydration
        await page.waitForLoadState('networkidle');
        if (lang === 'en') {
          expect(await chineseOutsideUserContent(page), `${url} shows Chinese outside user content`).toEqual([]);
          if (template.englishContent) expect(await page.getByTestId(template.englishContent).innerText(), `${url} has an English variant`).not.toMatch(CJK);
        }
        if (template.axe) await expectAccessible(page, testInfo, { lang, template: template.name, url });
        if (testInfo.project.name === 'mobile') await expectFits(page, url);
      });
    }
  });
}
