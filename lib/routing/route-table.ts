import type { ParamKind } from '@/lib/routing/match';
import { searchOptionSegments } from './search-options';

/**
 * Every route of the specification (screens-entities-rules.md §2), in match order: static segments
 * first (A11), then id routes, then code routes (A33). `login` follows the checklist's flag rule
 * (A14): [login] and [flag not shown → DEFAULT: login] routes are gated; the rest are anonymous.
 * `internal` maps the public URL onto the page folder under `app/v/[variant]` when they differ.
 * `paged` routes fold the `page` query into the cached variant. `site` picks the header tab, the hot
 * search keywords and the right column.
 */
export type Site = 'post' | 'news' | 'activity' | 'chain' | 'home';

export interface RouteDef {
  pattern: string;
  kinds?: Record<string, ParamKind>;
  login?: boolean;
  paged?: boolean;
  site?: Site;
  /** Pages whose HTML depends on the member (rendered per request, never cached). */
  personal?: boolean;
  /** Receives the path params and the query (for routes whose page is chosen by a query value). */
  internal?: (p: Record<string, string | undefined>, query: URLSearchParams) => string;
}

const id: ParamKind = 'id';
const code: ParamKind = 'code';
const slug: ParamKind = 'slug';

const enc = (v: string | undefined) => encodeURIComponent(v ?? '');

const newsList = (p: Record<string, string | undefined>) =>
  ['/news/list', p.classTag, p.themeTag].filter(Boolean).map((s, i) => (i === 0 ? s : enc(s))).join('/');

const postList = (kind: 'demand_supply' | 'topic') => (p: Record<string, string | undefined>) =>
  `/community/${kind}/${enc(p.themeTag ?? p.postTag ?? 'latest')}`;

/** I06: `/people/circle/latest?circleId=N` → `people/circle/latest/N` (the folder stays cacheable); no valid id → 404. */
const circleLatest = (_p: Record<string, string | undefined>, query: URLSearchParams) => {
  const circleId = query.get('circleId') ?? '';
  return /^[1-9]\d{0,15}$/.test(circleId) ? `/people/circle/latest/${circleId}` : '/404';
};

/** H01/H13: `/events/:tagCode?` and `/events/list/:type?` (type `all` = no filter) → `events/list/{tag}`. */
const eventList = (pick: (p: Record<string, string | undefined>) => string | undefined) => (p: Record<string, string | undefined>) => {
  const tag = pick(p);
  return tag && tag !== 'all' ? `/events/list/${enc(tag)}` : '/events/list';
};

/** E13/E17: `/search/news/{word}?sort=time&tagId=3` → `search/news/{word}/time/tag-3` (options stay in the cached path). */
const searchResults = (p: Record<string, string | undefined>, query: URLSearchParams) =>
  [`/search/${enc(p.webSiteName)}/${enc(p.word)}`, ...searchOptionSegments(p.webSiteName ?? '', query)].join('/');

/** M06: `/case/:classTag?/:themeTag?` → `case/list/{class}/{theme}` (the case list page folder, like the news list). */
const caseList = (p: Record<string, string | undefined>) =>
  ['/case/list', p.classTag, p.themeTag].filter(Boolean).map((s, i) => (i === 0 ? s : enc(s))).join('/');

const ACHIEVEMENT_MATURITIES = ['SMALL', 'MEDIUM', 'LARGE', 'INDUSTRY'];

/** M01: `/achievement?maturity=SMALL&transferred=1` → `achievement/list/SMALL/yes` (filters stay in the cached path; unknown values read as all). */
const achievementList = (_p: Record<string, string | undefined>, query: URLSearchParams) => {
  const maturity = query.get('maturity') ?? '';
  const transferred = query.get('transferred');
  const t = transferred === '1' || transferred === 'true' ? 'yes' : transferred === '0' || transferred === 'false' ? 'no' : 'all';
  return `/achievement/list/${ACHIEVEMENT_MATURITIES.includes(maturity) ? maturity : 'all'}/${t}`;
};

export const ROUTES: readonly RouteDef[] = [
  // ---- Community (post site) ----
  // With a tag the URL is the page folder (served without the proxy, lib/routing/fast-path.ts); without one, `latest`.
  { pattern: '/community/demand_supply/:themeTag', kinds: { themeTag: slug }, paged: true, site: 'post' },
  { pattern: '/community/topic/:themeTag', kinds: { themeTag: slug }, paged: true, site: 'post' },
  { pattern: '/community/demand_supply', paged: true, site: 'post', internal: postList('demand_supply') },
  { pattern: '/community/topic', paged: true, site: 'post', internal: postList('topic') },
  { pattern: '/community/post/:id', kinds: { id }, site: 'post' },
  { pattern: '/community/tag/:id', kinds: { id }, paged: true, site: 'post' },
  { pattern: '/community/circle/post/create', login: true, personal: true, site: 'post' },
  { pattern: '/community/circle/post/:id/edit', kinds: { id }, login: true, personal: true, site: 'post' },
  { pattern: '/circle', site: 'post', paged: true },
  { pattern: '/circle/post/create', login: true, personal: true, site: 'post' },
  { pattern: '/circle/management/:id', kinds: { id }, login: true, personal: true, site: 'post' },
  { pattern: '/circle/:id/:postTag?/:themeTag?', kinds: { id, postTag: slug, themeTag: slug }, paged: true, site: 'post' },
  { pattern: '/demand_supply/:postTag?', kinds: { postTag: slug }, paged: true, site: 'post', internal: postList('demand_supply') },
  { pattern: '/topic', paged: true, site: 'post', internal: postList('topic') },

  // ---- News ----
  { pattern: '/news/hot', site: 'news', paged: true },
  { pattern: '/news/foodtools', site: 'news', paged: true },
  { pattern: '/news/features', site: 'news', paged: true },
  { pattern: '/news/flash', site: 'news', paged: true },
  { pattern: '/news/flash/:id', kinds: { id }, site: 'news' },
  { pattern: '/news/create', login: true, personal: true, site: 'news' },
  { pattern: '/news/edit/:id', kinds: { id }, login: true, personal: true, site: 'news' },
  { pattern: '/news/tag/:tagId', kinds: { tagId: id }, paged: true, site: 'news' },
  { pattern: '/news/category-tag/:categoryTagId', kinds: { categoryTagId: id }, paged: true, site: 'news' },
  { pattern: '/news/company/:companyId', kinds: { companyId: id }, paged: true, site: 'news' },
  { pattern: '/news/source/:tagId', kinds: { tagId: id }, paged: true, site: 'news' },
  { pattern: '/news/column/:columnId', kinds: { columnId: id }, paged: true, site: 'news' },
  { pattern: '/news/topic/:id', kinds: { id }, site: 'news' },
  { pattern: '/news/:id', kinds: { id }, site: 'news' },
  { pattern: '/news/:classTag?/:themeTag?', kinds: { classTag: code, themeTag: code }, paged: true, site: 'news', internal: newsList },
  { pattern: '/preview/news/:id', kinds: { id }, login: true, personal: true, site: 'news' },

  // ---- Search and dictionary ----
  { pattern: '/search/:webSiteName/:word', kinds: { webSiteName: slug, word: 'any' }, paged: true, internal: searchResults },
  { pattern: '/dict/detail', paged: true },

  // ---- People ----
  { pattern: '/people', paged: true, site: 'post' },
  { pattern: '/people/popular', paged: true, site: 'post' },
  { pattern: '/people/latest', paged: true, site: 'post' },
  { pattern: '/people/interest', paged: true, site: 'post' },
  { pattern: '/people/company', paged: true, site: 'post' },
  { pattern: '/people/circle/latest', paged: true, site: 'post', internal: circleLatest },
  { pattern: '/people/mine', login: true, personal: true },
  { pattern: '/people/visitors', login: true, personal: true, site: 'post' },
  { pattern: '/people/tag/:id', kinds: { id }, paged: true, site: 'post' },
  { pattern: '/people/ticket/:id', kinds: { id }, login: true, personal: true },
  { pattern: '/people/anonymous-ticket/:code', kinds: { code: slug }, personal: true },
  { pattern: '/people/order/:id', kinds: { id }, login: true, personal: true },
  { pattern: '/people/:id', kinds: { id }, site: 'post' },

  // ---- Account and messages ----
  { pattern: '/edit-info', login: true, personal: true },
  { pattern: '/mine/account-setting', login: true, personal: true },
  { pattern: '/system-message', login: true, personal: true },
  { pattern: '/message/list', login: true, personal: true },
  { pattern: '/message/:id', kinds: { id }, login: true, personal: true },
  { pattern: '/404' },
  { pattern: '/upgrade' },

  // ---- Site pages (O01–O14, O24 aliases) ----
  {
    pattern: '/site/:code',
    kinds: {
      code: ['join', 'flink', 'contactnews', 'about', 'risk', 'payment', 'refund', 'invoicing', 'guide', 'agreement', 'contact_us', 'contact', 'partners', 'copyright', 'webhelp', 'privacy'],
    },
  },

  // ---- Events ----
  // Public pages are cached per variant; the checkout and the success pages are the same HTML for everyone (the
  // member's part loads in the browser). Payment pages read the query, so they render per request.
  { pattern: '/events/policy/:protocolCode', kinds: { protocolCode: slug }, site: 'activity' },
  { pattern: '/events/entrySuccess/:orderId', kinds: { orderId: id }, site: 'activity' },
  { pattern: '/events/unLoginSuccess/:formId', kinds: { formId: id }, site: 'activity' },
  { pattern: '/events/list/:type?', kinds: { type: slug }, paged: true, site: 'activity', internal: eventList((p) => p.type) },
  { pattern: '/events/detail/:id/:type?', kinds: { id, type: slug }, site: 'activity', internal: (p) => `/events/${p.id}` },
  { pattern: '/events/:id/apply/:productId', kinds: { id, productId: id }, site: 'activity' },
  { pattern: '/events/:id', kinds: { id }, site: 'activity' },
  { pattern: '/events/:tagCode?', kinds: { tagCode: code }, paged: true, site: 'activity', internal: eventList((p) => p.tagCode) },
  { pattern: '/activity/source/:sourceId', kinds: { sourceId: id }, paged: true, site: 'activity' },
  { pattern: '/activity/:tagCode/:id', kinds: { tagCode: code, id }, site: 'activity' },
  { pattern: '/form/:formId/uniapp', kinds: { formId: id } },
  { pattern: '/payment', login: true, personal: true, site: 'activity' },
  { pattern: '/pay', personal: true, site: 'activity' },
  { pattern: '/pay-success', personal: true, site: 'activity' },

  // ---- Company and industry ----
  { pattern: '/cooperation', paged: true },
  { pattern: '/company', paged: true },
  { pattern: '/company/ordinary/:companyCode/:sectionCode?', kinds: { companyCode: slug, sectionCode: slug } },
  { pattern: '/company/:companyCode/:sectionCode?', kinds: { companyCode: slug, sectionCode: slug } },
  { pattern: '/management/add', login: true, personal: true },
  { pattern: '/management/edit/:managerCode', kinds: { managerCode: slug }, login: true, personal: true },
  { pattern: '/management/:managerCode', kinds: { managerCode: slug } },
  { pattern: '/customer/add', login: true, personal: true },
  { pattern: '/industry-chain', paged: true, site: 'chain' },
  {
    pattern: '/industry-chain/:entityType/:first?/:second?/:third?',
    kinds: { entityType: ['product', 'brand', 'company'], first: id, second: id, third: id },
    paged: true,
    site: 'chain',
  },

  // ---- Achievements, cases, products, brands ----
  { pattern: '/achievement', paged: true, internal: achievementList },
  { pattern: '/achievement/add', login: true, personal: true },
  { pattern: '/achievement/edit/:id', kinds: { id }, login: true, personal: true },
  { pattern: '/achievement/:id', kinds: { id } },
  { pattern: '/preview/case/:id', kinds: { id }, login: true, personal: true },
  { pattern: '/case/:id', kinds: { id } },
  { pattern: '/case/:classTag?/:themeTag?', kinds: { classTag: code, themeTag: code }, paged: true, internal: caseList },
  { pattern: '/product/add', login: true, personal: true },
  { pattern: '/product/edit/:productId', kinds: { productId: id }, login: true, personal: true },
  { pattern: '/product/:productId', kinds: { productId: id } },
  { pattern: '/brand/add', login: true, personal: true },
  { pattern: '/brand/edit/:brandId', kinds: { brandId: id }, login: true, personal: true },
  { pattern: '/brand/:brandId', kinds: { brandId: id } },
];
