import type { APIRequestContext } from '@playwright/test';

/**
 * Every public template (docs/routes.md), each with how to find a sample URL, in one list: the page audit
 * (page-audit.spec.ts) opens each once per language and layout and runs every page-level check on that one load.
 */
export interface PageTemplate {
  /** Checklist ids first, then what the page is. */
  name: string;
  sample: string | ((request: APIRequestContext) => Promise<string>);
  /** axe runs on this template (issue 20 item 11: one sample of each kind of page). */
  axe?: true;
  /** The test id of a part whose stored text has an English variant too. */
  englishContent?: string;
  /** The HTTP status the sample answers (200 unless said). */
  status?: number;
  /** One of the pages a first-time visitor meets most (checked again as a member on a phone). */
  first?: true;
}

type Records = { records?: Record<string, unknown>[] } | Record<string, unknown>[];

/** The first record's `key` of an API answer (a page or a plain list). */
export async function firstRecord(request: APIRequestContext, apiPath: string, key = 'id'): Promise<number | string> {
  const data = ((await (await request.get(apiPath)).json()) as { data: Records }).data;
  const list = Array.isArray(data) ? data : (data.records ?? []);
  const value = list[0]?.[key];
  if (typeof value !== 'number' && typeof value !== 'string') throw new Error(`no sample from ${apiPath}`);
  return value;
}

/** The first link on a page whose path matches `pattern`, read from its server HTML (the seed decides which exist). */
const linkOn = (listPath: string, pattern: RegExp) => async (request: APIRequestContext) => {
  const html = await (await request.get(listPath)).text();
  // an English page's links carry `?lang=en` (issue 31 item 2): the path is the sample, the language comes from the cookies
  const found = new RegExp(`href="(${pattern.source})(?:\\?[^"]*)?"`).exec(html)?.[1];
  if (!found) throw new Error(`no link matching ${pattern} on ${listPath}`);
  return found.replace(/&amp;/g, '&');
};

const tagOfType = (type: number) => (request: APIRequestContext) => firstRecord(request, `/api/basic/tag/list?type=${type}&size=5`);

/** A post with at least two images (the gallery is the widest part of a post on a phone). */
export async function postWithImages(request: APIRequestContext): Promise<number> {
  const body = (await (await request.get('/api/post/posts/page?size=50')).json()) as { data: { records: { id: number; images: string[] }[] } };
  const post = body.data.records.find((p) => p.images.length >= 2) ?? body.data.records[0];
  if (!post) throw new Error('no post');
  return post.id;
}

/** A company of one member kind, from the company list. */
async function companyOf(request: APIRequestContext, kind: 'COLLEGE' | 'ORDINARY') {
  const body = (await (await request.get('/api/company/companies/page?size=50')).json()) as { data: { records: { code: string; memberKind: string; companyId: number }[] } };
  const company = body.data.records.find((c) => c.memberKind === kind);
  if (!company) throw new Error(`no ${kind} company`);
  return company;
}

/** A published event with a type tag and an organiser, from the event list. */
async function typedEvent(request: APIRequestContext) {
  const body = (await (await request.get('/api/ec/stores/page?size=20')).json()) as { data: { records: { id: number; typeCode: string | null; sourceId: number | null }[] } };
  const event = body.data.records.find((e) => e.typeCode !== null && e.sourceId !== null);
  if (!event) throw new Error('no typed event');
  return event;
}

const circleId = (request: APIRequestContext) => firstRecord(request, '/api/post/circles/v2/page?size=1&circleType=0', 'circleId');
const word = encodeURIComponent('包装');

export const PAGE_TEMPLATES: PageTemplate[] = [
  { name: 'G01 supply-demand home', sample: '/community/demand_supply/latest', axe: true, first: true },
  { name: 'G02 topic list', sample: '/community/topic/latest', axe: true, first: true },
  { name: 'G03 a post with images', sample: async (r) => `/community/post/${await postWithImages(r)}`, axe: true, first: true },
  { name: 'G04 posts of a tag', sample: '/community/tag/41' },
  { name: 'G07 G45 circles and their categories', sample: '/circle', axe: true },
  { name: 'G08 a circle', sample: async (r) => `/circle/${await circleId(r)}`, axe: true, first: true },
  { name: 'F16 news home', sample: '/news', axe: true, first: true },
  // from the second page: the newest items may be ones other specs just wrote (an attack's `<img src="x">`)
  { name: 'F01 a news item', sample: linkOn('/news?page=2', /\/news\/\d+/), axe: true, first: true },
  { name: 'F02 news of a tag', sample: async (r) => `/news/tag/${await tagOfType(3)(r)}`, axe: true },
  { name: 'F03 news of a category tag', sample: async (r) => `/news/category-tag/${await tagOfType(9)(r)}` },
  { name: 'F04 news of a company', sample: linkOn('/company/huading-food', /\/news\/company\/\d+/) },
  { name: 'F05 news of a source', sample: async (r) => `/news/source/${await tagOfType(4)(r)}` },
  { name: 'F06 news of a column', sample: async (r) => `/news/column/${await firstRecord(r, '/api/post/circles/recommend?type=1&size=1', 'circleId')}`, axe: true },
  { name: 'F07 hot news', sample: '/news/hot' },
  { name: 'F08 food tools', sample: '/news/foodtools' },
  { name: 'F09 features', sample: '/news/features' },
  { name: 'F10 flashes', sample: '/news/flash', axe: true },
  { name: 'F11 a flash', sample: async (r) => `/news/flash/${await firstRecord(r, '/api/news/short/news/page?size=1')}`, axe: true },
  { name: 'F12 a topic', sample: async (r) => `/news/topic/${await firstRecord(r, '/api/news/topic/page?size=1')}`, axe: true },
  { name: 'E11 E13 news search', sample: `/search/news/${word}`, axe: true },
  { name: 'E12 E14 post search', sample: `/search/post/${word}` },
  { name: 'E15 events search', sample: `/search/events/${encodeURIComponent('展')}` },
  { name: 'E19 the industry dictionary', sample: '/dict/detail' },
  { name: 'H01 events home', sample: '/events', axe: true, first: true },
  { name: 'H13 events of a type', sample: '/events/forum' },
  { name: 'H03 an event', sample: async (r) => `/events/${(await typedEvent(r)).id}`, axe: true },
  { name: 'H04 an event under its type tag', sample: async (r) => { const e = await typedEvent(r); return `/activity/${e.typeCode}/${e.id}`; } },
  { name: 'H02 the events of an organiser', sample: async (r) => `/activity/source/${(await typedEvent(r)).sourceId}` },
  { name: 'H10 an events protocol', sample: '/events/policy/refund_instructions' },
  { name: 'I01 people', sample: '/people', axe: true, first: true },
  { name: 'I02 popular members', sample: '/people/popular' },
  { name: 'I03 newest members', sample: '/people/latest' },
  { name: 'I04 members of interest', sample: '/people/interest' },
  { name: 'I05 I17 members by company filters', sample: '/people/company' },
  { name: 'I06 the newest members of a circle', sample: async (r) => `/people/circle/latest?circleId=${await circleId(r)}` },
  { name: 'I07 members with an industry tag', sample: async (r) => `/people/tag/${await tagOfType(1)(r)}` },
  { name: 'I08 a member home', sample: async (r) => `/people/${await firstRecord(r, '/api/admin/follow/join-latest?size=1', 'memberId')}`, axe: true },
  { name: 'L02 the college home', sample: '/company', axe: true },
  { name: 'L01 business cooperation', sample: '/cooperation', axe: true },
  { name: 'L05 a college company', sample: async (r) => `/company/${(await companyOf(r, 'COLLEGE')).code}`, axe: true },
  {
    name: 'L06 a section of a college company',
    sample: async (r) => {
      const { code } = await companyOf(r, 'COLLEGE');
      const body = (await (await r.get(`/api/company/companies/college/detail?code=${code}`)).json()) as { data: { sections: { sectionKey: string }[] } };
      return `/company/${code}/${body.data.sections.at(-1)?.sectionKey}`;
    },
  },
  { name: 'L03 an ordinary company', sample: async (r) => `/company/ordinary/${(await companyOf(r, 'ORDINARY')).code}`, axe: true },
  { name: 'L09 a staff profile', sample: linkOn('/company/huading-food', /\/management\/[\w-]+/) },
  { name: 'N01 the industry chain', sample: '/industry-chain', axe: true },
  { name: 'N02 N04 the chain of products', sample: '/industry-chain/product' },
  { name: 'N05 the chain of companies', sample: '/industry-chain/company' },
  { name: 'N06 the chain of brands', sample: '/industry-chain/brand' },
  { name: 'M08 a product', sample: linkOn('/industry-chain/product', /\/product\/\d+/), axe: true },
  { name: 'M11 a brand', sample: linkOn('/industry-chain/brand', /\/brand\/\d+/), axe: true },
  { name: 'M01 achievements', sample: '/achievement', axe: true },
  { name: 'M02 an achievement', sample: linkOn('/achievement', /\/achievement\/\d+/), axe: true },
  { name: 'M06 cases', sample: '/case', axe: true },
  { name: 'M05 a case', sample: linkOn('/case', /\/case\/\d+/), axe: true },
  { name: 'O01 O18 a site page with an English variant', sample: '/site/about', axe: true, englishContent: 'site-page' },
  { name: 'A17 not found, in the site chrome', sample: '/404', axe: true, status: 404 },
  { name: 'A18 browser upgrade', sample: '/upgrade' },
];

/** The sample URL of a template. */
export const sampleUrl = (request: APIRequestContext, template: PageTemplate) =>
  typeof template.sample === 'string' ? Promise.resolve(template.sample) : template.sample(request);
