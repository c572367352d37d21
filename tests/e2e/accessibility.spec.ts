import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { encryptCookieValue } from '../../lib/session/cookie-crypto';

/**
 * Issue 20 item 11 (WCAG 2.2 AA): axe-core finds no critical or serious violation on any public template,
 * in both layouts (the desktop and mobile projects) and both languages. Each page's findings (every impact,
 * with a few example nodes per rule) are appended to `axe-report.jsonl` in the run's output folder, so one
 * run gives the figures of every template.
 */

/** The first link on a list page whose path matches `pattern` (the seed decides which items exist). */
async function firstLink(request: APIRequestContext, listPath: string, pattern: RegExp): Promise<string> {
  const html = await (await request.get(listPath)).text();
  const found = new RegExp(`href="(${pattern.source})"`).exec(html)?.[1];
  if (!found) throw new Error(`no link matching ${pattern} on ${listPath}`);
  return found.replace(/&amp;/g, '&');
}

type Template = { name: string; url: (request: APIRequestContext) => Promise<string> };
const fixed = (url: string) => async () => url;

/** Every public template, each with how to find a sample URL. */
const TEMPLATES: Template[] = [
  { name: 'G01 supply/demand list', url: fixed('/community/demand_supply/latest') },
  { name: 'G02 topic list', url: fixed('/community/topic/latest') },
  { name: 'G03 a post', url: (r) => firstLink(r, '/community/demand_supply/latest', /\/community\/post\/\d+/) },
  { name: 'G07 circles', url: fixed('/circle') },
  { name: 'G08 a circle', url: (r) => firstLink(r, '/circle', /\/circle\/\d+/) },
  { name: 'F16 news home', url: fixed('/news') },
  { name: 'F01 a news item', url: (r) => firstLink(r, '/news?page=2', /\/news\/\d+/) },
  { name: 'F02 news of a tag', url: (r) => firstLink(r, '/news', /\/news\/tag\/\d+/) },
  { name: 'F10 flashes', url: fixed('/news/flash') },
  { name: 'F11 a flash', url: (r) => firstLink(r, '/news/flash', /\/news\/flash\/\d+/) },
  { name: 'F12 a topic', url: (r) => firstLink(r, '/news', /\/news\/topic\/\d+/) },
  { name: 'F06 a column', url: (r) => firstLink(r, '/news', /\/news\/column\/\d+/) },
  { name: 'I01 people', url: fixed('/people') },
  { name: 'I08 a member home', url: (r) => firstLink(r, '/community/demand_supply/latest', /\/people\/\d+/) },
  { name: 'H01 events home', url: fixed('/events') },
  { name: 'H03 an event', url: (r) => firstLink(r, '/events', /\/events\/\d+/) },
  { name: 'L02 college home', url: fixed('/company') },
  { name: 'L03 a company', url: fixed('/company/huading-food') },
  { name: 'L05 an ordinary company', url: fixed('/company/ordinary/qingquan-beverage') },
  { name: 'L01 cooperation', url: fixed('/cooperation') },
  { name: 'M01 achievements', url: fixed('/achievement') },
  { name: 'M02 an achievement', url: (r) => firstLink(r, '/achievement', /\/achievement\/\d+/) },
  { name: 'M06 cases', url: fixed('/case') },
  { name: 'M05 a case', url: (r) => firstLink(r, '/case', /\/case\/\d+/) },
  { name: 'N01 industry chain', url: fixed('/industry-chain') },
  { name: 'M08 a product', url: (r) => firstLink(r, '/industry-chain', /\/product\/\d+/) },
  { name: 'M11 a brand', url: (r) => firstLink(r, '/industry-chain/brand', /\/brand\/\d+/) },
  { name: 'E11 search results', url: fixed('/search/news/%E5%8C%85%E8%A3%85') },
  { name: 'O01 a site page', url: fixed('/site/about_us') },
  { name: 'A17 not found', url: fixed('/no-such-page-a11y') },
];

const BLOCKING = new Set(['critical', 'serious']);

for (const lang of ['zh', 'en'] as const) {
  test.describe(`W issue 20 item 11: axe finds no critical or serious violation (${lang})`, () => {
    test.beforeEach(async ({ context, baseURL }) => {
      if (lang === 'en') await context.addCookies([{ name: 'lang', value: encryptCookieValue('en'), url: baseURL ?? '' }]);
    });

    for (const template of TEMPLATES) {
      test(`${template.name} (${lang})`, async ({ page }, testInfo) => {
        test.setTimeout(120_000);
        const url = await template.url(page.request);
        await page.goto(url);
        await expect(page.locator('html')).toHaveAttribute('lang', lang === 'en' ? 'en' : 'zh-CN');
        // islands (counts, member lists, the header's user area) settle after hydration
        await page.waitForLoadState('networkidle');
        const results = await new AxeBuilder({ page })
          // the check that a visible label is part of the accessible name is experimental in axe 4.14
          .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
          .analyze();

        const findings = results.violations.map((v) => ({
          id: v.id,
          impact: v.impact,
          nodes: v.nodes.length,
          examples: v.nodes.slice(0, 4).map((n) => ({
            target: n.target.join(' '),
            html: n.html.slice(0, 240),
            summary: (n.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 240),
          })),
        }));
        const dir = testInfo.project.outputDir;
        mkdirSync(dir, { recursive: true });
        appendFileSync(
          path.join(dir, 'axe-report.jsonl'),
          `${JSON.stringify({ project: testInfo.project.name, lang, template: template.name, url, findings })}\n`,
        );
        const blocking = findings.filter((f) => BLOCKING.has(f.impact ?? ''));
        console.log(
          `[axe] ${testInfo.project.name} ${lang} ${template.name}: ${blocking.reduce((n, f) => n + f.nodes, 0)} blocking nodes` +
            ` (${findings.map((f) => `${f.id}/${f.impact}×${f.nodes}`).join(', ') || 'none'})`,
        );
        expect(
          blocking.map((f) => `${f.id} (${f.impact}) ×${f.nodes}: ${f.examples.map((e) => e.target).join(' | ')}`),
          `${url} has critical or serious axe violations`,
        ).toEqual([]);
      });
    }
  });
}
