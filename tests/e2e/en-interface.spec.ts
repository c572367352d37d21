import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { useEnglish } from './english';
import { hydrated } from './helpers';

/**
 * Issue 18 item 4, V02/V05: with the `lang` cookie set to en, every public template speaks English. A
 * page fails on any visible CJK character outside user content. User content is what people wrote or
 * named: elements marked `data-ugc`, and the text of links to an entity (a post, news item, member, circle,
 * column, topic, flash, company, event), unless marked `data-label` (a product label such as a post type
 * inside a post link). The 万 count format stays in en (V15), so `1.2万` is not a finding.
 */

const CJK = /[\u3000-\u303f\u3400-\u9fff\uf900-\ufaff\uff00-\uffef]/;

/** Visible text outside user content that holds CJK characters, as `tag: text` lines (with the element path). */
async function chineseOutsideUserContent(page: Page): Promise<string[]> {
  return page.evaluate((source) => {
    const cjk = new RegExp(source);
    const entityLink = /^\/(community\/post|news|news\/flash|news\/topic|news\/column|people|circle|company|management|events|activity)\/[^/?#]*\d|^\/(company|management)\//;
    const isUserContent = (el: Element): boolean => {
      // a part marked as another language (the language switch's 中文) is not English interface text
      if (el.closest('[lang]')?.getAttribute('lang') !== document.documentElement.lang) return true;
      if (el.closest('[data-label]')) return false;
      if (el.closest('[data-ugc]')) return true;
      // text marked as Chinese on purpose: the language switch's 中文 (issue 20 item 3)
      if (el.closest('[lang="zh-CN"]')) return true;
      const link = el.closest('a[href]');
      if (!link) return false;
      const href = link.getAttribute('href') ?? '';
      return entityLink.test(href) && !/^\/news\/(tag|source|category-tag)\//.test(href);
    };
    const findings: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node.textContent ?? '').replace(/\d+(\.\d+)?万\+?/g, '');
      if (!cjk.test(text)) continue;
      const el = node.parentElement;
      if (!el || el.closest('script, style, noscript, template')) continue;
      if (!el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
      if (isUserContent(el)) continue;
      findings.push(`${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).split(' ')[0]}` : ''}: ${text.trim().slice(0, 80)}`);
    }
    for (const el of document.querySelectorAll('[placeholder], [aria-label], [title]')) {
      if (isUserContent(el) || !el.checkVisibility()) continue;
      for (const attr of ['placeholder', 'aria-label', 'title']) {
        const value = el.getAttribute(attr);
        if (value && cjk.test(value)) findings.push(`${el.tagName.toLowerCase()}[${attr}]: ${value.slice(0, 80)}`);
      }
    }
    // the page title may name the page's user content (a post title, a circle name): a segment found in the
    // page's user content is not a finding
    const userTexts = [...document.querySelectorAll('[data-ugc], a[href]')].filter((el) => isUserContent(el)).map((el) => el.textContent ?? '');
    for (const segment of document.title.split('_')) {
      // what is left of the segment once the user content it quotes (a post title, a member's name) is taken out
      const rest = userTexts.reduce((left, text) => (text.trim() && left.includes(text.trim()) ? left.split(text.trim()).join('') : left), segment.trim());
      if (cjk.test(rest)) findings.push(`title: ${segment}`);
    }
    return findings;
  }, CJK.source);
}

async function first<T>(request: APIRequestContext, path: string, pick: (data: never) => T | undefined): Promise<T> {
  const res = await request.get(path);
  const body = (await res.json()) as { data: never };
  const value = pick(body.data);
  if (value === undefined || value === null) throw new Error(`no sample from ${path}`);
  return value;
}

type Records = { records: Record<string, unknown>[] };
const firstId = (key = 'id') => (d: Records) => d.records[0]?.[key] as number | undefined;
const tagOfType = (type: number) => async (request: APIRequestContext) => first(request, `/api/basic/tag/list?type=${type}&size=5`, (d: Records | Record<string, unknown>[]) => (Array.isArray(d) ? d[0]?.id : d.records[0]?.id) as number | undefined);

/** A public template, how to find a sample URL, and (optionally) the test id of a part whose stored text is English too. */
interface Template {
  name: string;
  url: (request: APIRequestContext) => Promise<string>;
  englishContent?: string;
}

/** Every public template of the areas this build polished, each with how to find a sample URL. */
const TEMPLATES: Template[] = [
  { name: 'G01 supply-demand list', url: async () => '/community/demand_supply/latest' },
  { name: 'G02 topic list', url: async () => '/community/topic/latest' },
  { name: 'G03 a post', url: async (r) => `/community/post/${await first(r, '/api/post/posts/page?size=1', firstId())}` },
  { name: 'G04 posts of a tag', url: async () => '/community/tag/41' },
  { name: 'G08 a circle', url: async (r) => `/circle/${await first(r, '/api/post/circles/v2/page?size=1&circleType=0', firstId('circleId'))}` },
  { name: 'F16 news home', url: async () => '/news' },
  { name: 'F01 a news item', url: async (r) => `/news/${await first(r, '/api/news/news/page?size=1', firstId())}` },
  { name: 'F02 news of a tag', url: async (r) => `/news/tag/${await tagOfType(3)(r)}` },
  { name: 'F03 news of a category tag', url: async (r) => `/news/category-tag/${await tagOfType(9)(r)}` },
  { name: 'F05 news of a source', url: async (r) => `/news/source/${await tagOfType(4)(r)}` },
  { name: 'F06 news of a column', url: async (r) => `/news/column/${await first(r, '/api/post/circles/recommend?type=1&size=1', firstId('circleId'))}` },
  { name: 'F07 hot news', url: async () => '/news/hot' },
  { name: 'F08 food tools', url: async () => '/news/foodtools' },
  { name: 'F09 features', url: async () => '/news/features' },
  { name: 'F10 flashes', url: async () => '/news/flash' },
  { name: 'F11 a flash', url: async (r) => `/news/flash/${await first(r, '/api/news/short/news/page?size=1', firstId())}` },
  { name: 'F12 a topic', url: async (r) => `/news/topic/${await first(r, '/api/news/topic/page?size=1', firstId())}` },
  { name: 'I01 people', url: async () => '/people' },
  { name: 'I02 popular members', url: async () => '/people/popular' },
  { name: 'I03 newest members', url: async () => '/people/latest' },
  { name: 'I04 members of interest', url: async () => '/people/interest' },
  { name: 'I07 members with an industry tag', url: async (r) => `/people/tag/${await tagOfType(1)(r)}` },
  { name: 'I08 a member home', url: async (r) => `/people/${await first(r, '/api/admin/follow/join-latest?size=1', firstId('memberId'))}` },
  { name: 'O01 O18 a site page with an English variant', url: async () => '/site/about', englishContent: 'site-page' },
  { name: 'A17 not found, in the site chrome', url: async () => '/404' },
  { name: 'A18 browser upgrade', url: async () => '/upgrade' },
];

/** A company of one member kind, from the company list. */
const companyOf = async (request: APIRequestContext, kind: 'COLLEGE' | 'ORDINARY') =>
  first(request, '/api/company/companies/page?size=50', (d: { records: { code: string; memberKind: string; companyId: number }[] }) => d.records.find((c) => c.memberKind === kind));
/** A published event of a type tag (its organiser too), from the event list. */
const typedEvent = (request: APIRequestContext) =>
  first(request, '/api/ec/stores/page?size=20', (d: { records: { id: number; typeCode: string | null; sourceId: number | null }[] }) =>
    d.records.find((e) => e.typeCode !== null && e.sourceId !== null),
  );
const enc = encodeURIComponent;

/** The templates of the other areas (issue 18 item 4, extended): circles, search, dictionary, achievements, cases, chain, catalogue, events, companies. */
const MORE: Template[] = [
  { name: 'G07 circles and their categories', url: async () => '/circle' },
  { name: 'E13 news search', url: async () => `/search/news/${enc('食品')}` },
  { name: 'E14 post search', url: async () => `/search/post/${enc('包装')}` },
  { name: 'E15 events search', url: async () => `/search/events/${enc('展')}` },
  { name: 'I05 members by company filters', url: async () => '/people/company' },
  { name: 'I06 the newest members of a circle', url: async (r) => `/people/circle/latest?circleId=${await first(r, '/api/post/circles/v2/page?size=1&circleType=0', firstId('circleId'))}` },
  { name: 'E19 the industry dictionary', url: async () => '/dict/detail' },
  { name: 'M01 achievements', url: async () => '/achievement' },
  { name: 'M02 an achievement', url: async (r) => `/achievement/${await first(r, '/api/company/achievement/page?current=1&size=1', firstId())}` },
  { name: 'M06 cases', url: async () => '/case' },
  {
    name: 'M05 a case',
    url: async (r) => {
      const root = await first(r, '/api/basic/tag/list?type=2', (d: { id: number; code: string | null; parentId: number | null }[]) => d.find((t) => t.code === 'case' && t.parentId === null)?.id);
      return `/case/${await first(r, `/api/news/news/v2/page?classTagId=${root}&size=1`, firstId())}`;
    },
  },
  { name: 'N01 the industry chain', url: async () => '/industry-chain' },
  { name: 'N04 the chain of products', url: async () => '/industry-chain/product' },
  { name: 'N06 the chain of brands', url: async () => '/industry-chain/brand' },
  { name: 'N05 the chain of companies', url: async () => '/industry-chain/company' },
  { name: 'M08 a product', url: async (r) => `/product/${await first(r, '/api/company/product/hot', (d: { id: number }[]) => d[0]?.id)}` },
  { name: 'M11 a brand', url: async (r) => `/brand/${await first(r, '/api/company/brand/page?size=1', firstId())}` },
  { name: 'H03 an event', url: async (r) => `/events/${(await typedEvent(r)).id}` },
  {
    name: 'H04 an event under its type tag',
    url: async (r) => {
      const event = await typedEvent(r);
      return `/activity/${event.typeCode}/${event.id}`;
    },
  },
  { name: 'H02 the events of an organiser', url: async (r) => `/activity/source/${(await typedEvent(r)).sourceId}` },
  { name: 'L05 a college company', url: async (r) => `/company/${(await companyOf(r, 'COLLEGE')).code}` },
  {
    name: 'L06 a section of a college company',
    url: async (r) => {
      const { code } = await companyOf(r, 'COLLEGE');
      const key = await first(r, `/api/company/companies/college/detail?code=${code}`, (d: { sections: { sectionKey: string }[] }) => d.sections.at(-1)?.sectionKey);
      return `/company/${code}/${key}`;
    },
  },
  { name: 'L03 an ordinary company', url: async (r) => `/company/ordinary/${(await companyOf(r, 'ORDINARY')).code}` },
  {
    name: 'L09 a staff profile',
    url: async (r) => {
      const { companyId } = await companyOf(r, 'COLLEGE');
      return `/management/${await first(r, `/api/company/staff/list/${companyId}`, (d: { code: string }[]) => d[0]?.code)}`;
    },
  },
];

/**
 * O01–O14, O18: the other site pages. Their template is the one of `/site/about` above (its interface checked in the
 * browser); each page's own stored text must have an English variant, which its server HTML shows.
 */
const SITE_PAGES = ['join', 'flink', 'contactnews', 'risk', 'payment', 'refund', 'invoicing', 'guide', 'agreement', 'contact_us', 'copyright', 'webhelp', 'privacy'];

/** Public templates of events and companies. */
const ELSEWHERE = ['/events', '/company', '/cooperation'];

test.describe('V05 issue 18 item 4: the English interface has no Chinese outside user content', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await useEnglish(context, baseURL);
  });

  for (const template of [...TEMPLATES, ...MORE]) {
    test(template.name, async ({ page }) => {
      const url = await template.url(page.request);
      const response = await page.goto(url);
      // a sample URL that names nothing would pass as an English 404 page
      if (url !== '/404') expect(response?.status(), `${url} is found`).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      // islands (counts, member lists, the header's user area) settle after hydration
      await page.waitForLoadState('networkidle');
      expect(await chineseOutsideUserContent(page), `${url} shows Chinese outside user content`).toEqual([]);
      if (template.englishContent) expect(await page.getByTestId(template.englishContent).innerText(), `${url} has an English variant`).not.toMatch(CJK);
    });
  }

  // what shows after a click: a circle category's circles, the member filters applied, the search panels
  test('G45 the circles of a category chip', async ({ page }) => {
    await page.goto('/circle');
    await page.waitForLoadState('networkidle');
    const chips = page.getByTestId('circle-categories').getByRole('button');
    await expect(chips.nth(1)).toHaveText(/^[A-Za-z][\w &]* \(\d+\)$/);
    await chips.nth(1).click();
    await expect(page.getByTestId('all-circles').locator('a[href^="/circle/"]').first()).toBeVisible();
    expect(await chineseOutsideUserContent(page)).toEqual([]);
  });

  test('I05 I17 the member list under a company filter', async ({ page }) => {
    await page.goto('/people/company');
    await page.waitForLoadState('networkidle');
    // the first row's buttons: any company, then the companies (loaded after hydration)
    const company = page.getByTestId('member-filters').getByRole('button').nth(1);
    await expect(company).not.toHaveText(/^(Any|All)$/);
    await company.click();
    await expect(company).toHaveAttribute('aria-pressed', 'true');
    await page.waitForLoadState('networkidle');
    expect(await chineseOutsideUserContent(page)).toEqual([]);
  });

  test('E19 a dictionary search, found and not found', async ({ page }) => {
    await page.goto('/dict/detail');
    await page.waitForLoadState('networkidle');
    const input = page.getByTestId('dict-search-input');
    await hydrated(input);
    await input.pressSequentially('凹版印刷', { delay: 30 });
    await expect(page.getByTestId('dict-exact')).toBeVisible({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    expect(await chineseOutsideUserContent(page)).toEqual([]);
    await input.fill('没有这个词条');
    await expect(page.getByTestId('dict-no-result')).toBeVisible();
    expect(await chineseOutsideUserContent(page)).toEqual([]);
  });

  test('N09 E03 the search panels of the chain and of the header', async ({ page }) => {
    await page.goto('/industry-chain/company');
    await page.waitForLoadState('networkidle');
    await hydrated(page.getByTestId('chain-search'));
    await page.getByTestId('chain-search').click();
    await expect(page.getByTestId('chain-hot-companies')).toBeVisible({ timeout: 30_000 });
    expect(await chineseOutsideUserContent(page)).toEqual([]);
    await page.getByTestId('chain-search').fill('华鼎');
    await expect(page.getByTestId('chain-search-results')).toBeVisible();
    expect(await chineseOutsideUserContent(page)).toEqual([]);
    await page.keyboard.press('Escape');
    const mobile = (await page.locator('html').getAttribute('class'))?.includes('mobile');
    if (mobile) await page.getByRole('button', { name: /Search/ }).first().click(); // E23 full-screen search
    // the header's search box (the chain's filters are comboboxes too)
    await page.locator('input[role="combobox"]').first().click();
    await expect(page.getByTestId('search-popover')).toBeVisible();
    expect(await chineseOutsideUserContent(page)).toEqual([]);
  });

  test('O01–O14 O18 every site page shows its English variant in English', async ({ request }) => {
    for (const code of SITE_PAGES) {
      const res = await request.get(`/site/${code}?lang=en`);
      expect(res.status(), code).toBe(200);
      const article = /<article[^>]*data-testid="site-page"[^>]*>([\s\S]*?)<\/article>/.exec(await res.text())?.[1];
      expect(article, `/site/${code} has its page text`).toBeTruthy();
      const text = (article ?? '').replace(/<[^>]+>/g, ' ');
      expect(text, `/site/${code} has an English variant`).not.toMatch(CJK);
    }
  });

  for (const url of ELSEWHERE) {
    test(`${url} (search, events and companies)`, async ({ page }) => {
      await page.goto(url);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await page.waitForLoadState('networkidle');
      expect(await chineseOutsideUserContent(page)).toEqual([]);
    });
  }
});
