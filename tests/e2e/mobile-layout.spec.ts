import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { useEnglish } from './english';
import { storageStatePath } from './auth-state';

/**
 * Issue 18 item 8 (W01–W24 layout at phone widths): nothing on a public page is wider than the phone. Each
 * template is opened in the mobile project (375 px) and checked at 375, 320 and 430 px: the document's
 * `scrollWidth` must not exceed its `clientWidth`. A failure names the elements that stick out (outermost
 * first, with their left and right edges), so one run shows every fix to make. The post author row keeps the date
 * and 私信作者 on one line each.
 */

const WIDTHS = [375, 320, 430] as const;

/** A sample URL: a fixed path, one read from the API, or the first link matching `link` on a list page. */
type Sample = string | ((request: APIRequestContext) => Promise<string>) | { from: string; link: RegExp };

async function firstRecord(request: APIRequestContext, path: string, key = 'id'): Promise<number | string> {
  const body = (await (await request.get(path)).json()) as { data: { records?: Record<string, unknown>[] } | Record<string, unknown>[] };
  const list = Array.isArray(body.data) ? body.data : (body.data.records ?? []);
  const value = list[0]?.[key];
  if (value === undefined || value === null) throw new Error(`no sample from ${path}`);
  return value as number | string;
}
const tagOfType = (type: number) => (r: APIRequestContext) => firstRecord(r, `/api/basic/tag/list?type=${type}&size=5`);

/** Every public template (docs/routes.md), each with a way to a sample page. */
const TEMPLATES: { name: string; sample: Sample }[] = [
  { name: 'G01 supply-demand home', sample: '/community/demand_supply/latest' },
  { name: 'G02 topic list', sample: '/community/topic/latest' },
  { name: 'G03 a post with images', sample: async (r) => `/community/post/${await postWithImages(r)}` },
  { name: 'G04 posts of a tag', sample: '/community/tag/41' },
  { name: 'G07 circles', sample: '/circle' },
  { name: 'G08 a circle', sample: async (r) => `/circle/${await firstRecord(r, '/api/post/circles/v2/page?size=1&circleType=0', 'circleId')}` },
  { name: 'F16 news home', sample: '/news' },
  { name: 'F01 a news item', sample: async (r) => `/news/${await firstRecord(r, '/api/news/news/page?size=1')}` },
  { name: 'F02 news of a tag', sample: async (r) => `/news/tag/${await tagOfType(3)(r)}` },
  { name: 'F03 news of a category tag', sample: async (r) => `/news/category-tag/${await tagOfType(9)(r)}` },
  { name: 'F05 news of a source', sample: async (r) => `/news/source/${await tagOfType(4)(r)}` },
  { name: 'F06 news of a column', sample: async (r) => `/news/column/${await firstRecord(r, '/api/post/circles/recommend?type=1&size=1', 'circleId')}` },
  { name: 'F07 hot news', sample: '/news/hot' },
  { name: 'F08 food tools', sample: '/news/foodtools' },
  { name: 'F09 features', sample: '/news/features' },
  { name: 'F10 flashes', sample: '/news/flash' },
  { name: 'F11 a flash', sample: async (r) => `/news/flash/${await firstRecord(r, '/api/news/short/news/page?size=1')}` },
  { name: 'F12 a topic', sample: async (r) => `/news/topic/${await firstRecord(r, '/api/news/topic/page?size=1')}` },
  { name: 'F04 news of a company', sample: { from: '/company/huading-food', link: /^\/news\/company\/\d+$/ } },
  { name: 'E11 search results', sample: '/search/news/%E5%8C%85%E8%A3%85' },
  { name: 'E12 post search results', sample: '/search/post/%E5%8C%85%E8%A3%85' },
  { name: 'H01 events home', sample: '/events' },
  { name: 'H13 events of a type', sample: '/events/forum' },
  { name: 'H03 an event', sample: '/events/4' },
  { name: 'H04 an event under its type', sample: '/activity/forum/4' },
  { name: 'H02 events of an organiser', sample: { from: '/events/4', link: /^\/activity\/source\/\d+$/ } },
  { name: 'H10 an events protocol', sample: '/events/policy/refund_instructions' },
  { name: 'I01 people', sample: '/people' },
  { name: 'I02 popular members', sample: '/people/popular' },
  { name: 'I03 newest members', sample: '/people/latest' },
  { name: 'I04 members of interest', sample: '/people/interest' },
  { name: 'I05 members by company', sample: '/people/company' },
  { name: 'I07 members with an industry tag', sample: async (r) => `/people/tag/${await tagOfType(1)(r)}` },
  { name: 'I08 a member home', sample: async (r) => `/people/${await firstRecord(r, '/api/admin/follow/join-latest?size=1', 'memberId')}` },
  { name: 'L02 the college home', sample: '/company' },
  { name: 'L01 business cooperation', sample: '/cooperation' },
  { name: 'L03 a college company', sample: '/company/huading-food' },
  { name: 'L05 an ordinary company', sample: '/company/ordinary/qingquan-beverage' },
  { name: 'L09 a staff profile', sample: { from: '/company/huading-food', link: /^\/management\/[\w-]+$/ } },
  { name: 'N01 industry chain', sample: '/industry-chain' },
  { name: 'N02 the chain by products', sample: '/industry-chain/product' },
  { name: 'N04 the chain by companies', sample: '/industry-chain/company' },
  { name: 'M08 a product', sample: { from: '/industry-chain/product', link: /^\/product\/\d+$/ } },
  { name: 'M11 a brand', sample: { from: '/industry-chain/brand', link: /^\/brand\/\d+$/ } },
  { name: 'M01 achievements', sample: '/achievement' },
  { name: 'M02 an achievement', sample: { from: '/achievement', link: /^\/achievement\/\d+$/ } },
  { name: 'M06 cases', sample: '/case' },
  { name: 'M05 a case', sample: { from: '/case', link: /^\/case\/\d+$/ } },
  { name: 'O01 a site page', sample: '/site/about' },
  { name: 'A17 not found', sample: '/404' },
  { name: 'A18 browser upgrade', sample: '/upgrade' },
];

async function postWithImages(request: APIRequestContext): Promise<number> {
  const body = (await (await request.get('/api/post/posts/page?size=50')).json()) as { data: { records: { id: number; images: string[] }[] } };
  const post = body.data.records.find((p) => p.images.length >= 2) ?? body.data.records[0];
  if (!post) throw new Error('no post');
  return post.id;
}

async function open(page: Page, sample: Sample): Promise<string> {
  if (typeof sample === 'string') {
    await page.goto(sample);
    return sample;
  }
  if (typeof sample === 'function') {
    const url = await sample(page.request);
    await page.goto(url);
    return url;
  }
  await page.goto(sample.from);
  const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  const url = hrefs.find((h) => sample.link.test(h));
  if (!url) throw new Error(`no link matching ${sample.link} on ${sample.from}`);
  await page.goto(url);
  return url;
}

/** The document's widths and, when it is too wide, the outermost elements that reach past the right or left edge. */
async function overflow(page: Page): Promise<{ scrollWidth: number; clientWidth: number; offenders: string[] }> {
  return page.evaluate(() => {
    const doc = document.documentElement;
    const width = doc.clientWidth;
    const result = { scrollWidth: doc.scrollWidth, clientWidth: width, offenders: [] as string[] };
    if (doc.scrollWidth <= width) return result;
    const describe = (el: Element) => {
      const id = el.getAttribute('data-testid');
      const cls = typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).slice(0, 2).join('.')}` : '';
      return `${el.tagName.toLowerCase()}${id ? `[data-testid=${id}]` : ''}${cls}`;
    };
    const path = (el: Element) => {
      const parts: string[] = [];
      for (let e: Element | null = el; e && e !== document.body && parts.length < 4; e = e.parentElement) parts.unshift(describe(e));
      return parts.join(' > ');
    };
    const sticksOut = (el: Element) => {
      const r = el.getBoundingClientRect();
      return (r.width > 0 || r.height > 0) && (r.right > width + 0.5 || r.left < -0.5);
    };
    const clippedOrFixed = (el: Element) => {
      for (let e: Element | null = el; e && e !== document.body; e = e.parentElement) {
        const style = getComputedStyle(e);
        if (style.position === 'fixed') return true;
        if (e !== el && style.overflowX !== 'visible') return true;
      }
      return false;
    };
    for (const el of document.body.querySelectorAll('*')) {
      if (!sticksOut(el) || clippedOrFixed(el)) continue;
      // the outermost one only: its parent fits
      if (el.parentElement && el.parentElement !== document.body && sticksOut(el.parentElement) && !clippedOrFixed(el.parentElement)) continue;
      const r = el.getBoundingClientRect();
      result.offenders.push(`${path(el)} [${Math.round(r.left)}, ${Math.round(r.right)}] (text: ${(el.textContent ?? '').trim().slice(0, 30)})`);
      if (result.offenders.length >= 12) break;
    }
    return result;
  });
}

/** Checks the open page at every width; a failure lists what sticks out. */
async function expectFits(page: Page, url: string) {
  // islands (counts, lists, the header's user area) settle after hydration
  await page.waitForLoadState('networkidle');
  const findings: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 812 });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const o = await overflow(page);
    if (o.scrollWidth > o.clientWidth) findings.push(`${width}px: scrollWidth ${o.scrollWidth} > clientWidth ${o.clientWidth}\n    ${o.offenders.join('\n    ')}`);
  }
  expect(findings, `${url} is wider than the phone`).toEqual([]);
}

/** The pages a first-time visitor meets most, checked again in English and as a member (longer labels, the avatar). */
const FIRST_PAGES: { name: string; sample: Sample }[] = [
  { name: 'G01 supply-demand home', sample: '/community/demand_supply/latest' },
  { name: 'G02 topic list', sample: '/community/topic/latest' },
  { name: 'G03 a post with images', sample: async (r) => `/community/post/${await postWithImages(r)}` },
  { name: 'G08 a circle', sample: async (r) => `/circle/${await firstRecord(r, '/api/post/circles/v2/page?size=1&circleType=0', 'circleId')}` },
  { name: 'F16 news home', sample: '/news' },
  { name: 'F01 a news item', sample: async (r) => `/news/${await firstRecord(r, '/api/news/news/page?size=1')}` },
  { name: 'I01 people', sample: '/people' },
  { name: 'H01 events home', sample: '/events' },
];

test.describe('W issue 18 item 8: the first pages fit a phone in English', { tag: '@mobile-only' }, () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await useEnglish(context, baseURL);
  });
  for (const template of FIRST_PAGES) {
    test(`${template.name} (en)`, async ({ page }) => {
      const url = await open(page, template.sample);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expectFits(page, url);
    });
  }
});

test.describe('E03 issue 29 item 16: the English header tabs on a phone', { tag: '@mobile-only' }, () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await useEnglish(context, baseURL);
  });
  for (const sample of ['/community/topic', '/events']) {
    test(`E03 the active tab is wholly on screen at 375 px (${sample})`, async ({ page }) => {
      await page.goto(sample);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      const active = page.locator('header nav[aria-label="Menu"] a[aria-current="page"]');
      await expect(active).toHaveCount(1);
      await expect
        .poll(async () => {
          const box = await active.boundingBox();
          return box !== null && box.x >= 0 && box.x + box.width <= 375;
        })
        .toBe(true);
    });
  }
});

test.describe('W issue 18 item 8: the first pages fit a phone for a member', { tag: '@mobile-only' }, () => {
  test.use({ storageState: storageStatePath('member1') });
  for (const template of FIRST_PAGES) {
    test(`${template.name} (member)`, async ({ page }) => {
      const url = await open(page, template.sample);
      await expect(page.getByTestId('mobile-avatar')).toBeVisible();
      await expectFits(page, url);
    });
  }
});

test.describe('W issue 18 item 8: no public page is wider than a phone (320–430 px)', { tag: '@mobile-only' }, () => {

  for (const template of TEMPLATES) {
    test(template.name, async ({ page }) => {
      const url = await open(page, template.sample);
      await expectFits(page, url);
    });
  }

  test('G03 the post author row keeps the date and 私信作者 on one line each', async ({ page }) => {
    await page.goto(`/community/post/${await postWithImages(page.request)}`);
    const author = page.getByTestId('post-author');
    await expect(author.getByTestId('message-author')).toBeVisible();
    for (const width of [320, 375]) {
      await page.setViewportSize({ width, height: 812 });
      for (const part of [author.locator('time'), author.getByTestId('message-author')]) {
        const lines = await part.evaluate((el) => {
          const range = document.createRange();
          range.selectNodeContents(el);
          const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
          return tops.size;
        });
        expect(lines, `${await part.textContent()} at ${width}px`).toBe(1);
      }
      const row = await author.boundingBox();
      expect(row && row.x + row.width).toBeLessThanOrEqual(width);
    }
  });
});
