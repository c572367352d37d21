import type { ParamKind } from './match';
import { searchOptionSegments } from './search-options';

/**
 * The one route table: an entry per page file, with the URL pattern a link builds (`href`, lib/routing/routes.ts),
 * the page file, the other public URLs served by it (aliases), the flags the proxy acts on and a note for the doc.
 * Derived from it: the proxy's matcher (`ROUTE_MATCHERS`, read by lib/routing/decide.ts), the fast path that skips
 * the proxy (lib/routing/fast-path.ts: next.config rewrites, the page cache, proxy.ts's matcher literal) and
 * `docs/routes.md` (`npm run docs:routes`; tests/unit/routes.test.ts fails when it is stale, when an entry names no
 * page file or a page file has no entry).
 *
 * Match order (A11, A33) is table order, static segments first, then id routes, then code routes: an entry's aliases
 * are tried just before its own pattern, the first valid match wins, and a path that only matches with a bad
 * parameter is a 404 (A09). `login` follows the checklist's flag rule (A14): [login] and [flag not shown →
 * DEFAULT: login] routes are gated; the rest are anonymous. Patterns: `/seg` literal, `/:name` a param, `/:name?` an
 * optional param (only at the end; the first missing one ends a link).
 *
 * To add a page: its page file under `app/v/[variant]/`, an entry here at its place in the match order, then
 * `npm run docs:routes` (the doc and proxy.ts's matcher literal).
 */

/** The flags and parameter checks of a pattern the proxy matches. */
export interface RouteFlags {
  kinds?: Record<string, ParamKind>;
  login?: boolean;
  /** The `page` query is folded into the cached variant. */
  paged?: boolean;
  /** Pages whose HTML depends on the member (rendered per request, never cached). */
  personal?: boolean;
  /**
   * Maps the public URL onto the page folder under `app/v/[variant]` when they differ; receives the path params and
   * the query (for pages chosen by a query value).
   */
  internal?: (p: Record<string, string | undefined>, query: URLSearchParams) => string;
}

/** A pattern the proxy matches, with its flags (an entry's own pattern or one of its aliases). */
export interface RouteDef extends RouteFlags {
  pattern: string;
}

export interface RouteEntry extends RouteDef {
  /** The page file under `app/v/[variant]/`, route-group folders such as `(site)` included. */
  page: string;
  /**
   * The patterns matched instead of `pattern`, when the link's pattern has a parameter of which only some literal
   * values are pages (`/community/:kind/:themeTag`); they take the entry's flags.
   */
  match?: readonly string[];
  /** Other public URLs served by the same page file, each with its own flags; `internal` maps them onto it. */
  aliases?: readonly RouteDef[];
  /** What the page is (checklist ids), for docs/routes.md. */
  note: string;
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

export const ROUTES = [
  // ---- Community ----
  // With a tag the URL is the page folder (served without the proxy, lib/routing/fast-path.ts); without one, `latest`.
  {
    pattern: '/community/:kind/:themeTag',
    match: ['/community/demand_supply/:themeTag', '/community/topic/:themeTag'],
    kinds: { themeTag: slug },
    paged: true,
    aliases: [
      { pattern: '/community/demand_supply', paged: true, internal: postList('demand_supply') },
      { pattern: '/community/topic', paged: true, internal: postList('topic') },
      { pattern: '/demand_supply/:postTag?', kinds: { postTag: slug }, paged: true, internal: postList('demand_supply') },
      { pattern: '/topic', paged: true, internal: postList('topic') },
    ],
    page: '(site)/community/[kind]/[themeTag]/page.tsx',
    note: 'G01, G02, G11, G12: supply/demand and topic posts (kind demand_supply or topic)',
  },
  { pattern: '/community/post/:id', kinds: { id }, page: '(site)/community/post/[id]/page.tsx', note: 'G03: a post' },
  { pattern: '/community/tag/:id', kinds: { id }, paged: true, page: '(site)/community/tag/[id]/page.tsx', note: 'G04: posts of a tag' },
  {
    pattern: '/community/circle/post/create',
    login: true,
    personal: true,
    page: '(site)/(account)/community/circle/post/create/page.tsx',
    note: 'G05: new post',
  },
  {
    pattern: '/community/circle/post/:id/edit',
    kinds: { id },
    login: true,
    personal: true,
    page: '(site)/(account)/community/circle/post/[id]/edit/page.tsx',
    note: 'G06: edit a post',
  },
  { pattern: '/circle', paged: true, page: '(site)/circle/page.tsx', note: 'G07: circles' },
  { pattern: '/circle/post/create', login: true, personal: true, page: '(site)/(account)/circle/post/create/page.tsx', note: 'G10: new post in a circle' },
  {
    pattern: '/circle/management/:id',
    kinds: { id },
    login: true,
    personal: true,
    page: '(site)/(account)/circle/management/[id]/page.tsx',
    note: 'G09: circle management',
  },
  {
    pattern: '/circle/:id/:postTag?/:themeTag?',
    kinds: { id, postTag: slug, themeTag: slug },
    paged: true,
    page: '(site)/circle/[id]/[[...tags]]/page.tsx',
    note: 'G08: a circle and its posts',
  },

  // ---- News ----
  { pattern: '/news/hot', paged: true, page: '(site)/news/hot/page.tsx', note: 'F07: hot news' },
  { pattern: '/news/foodtools', paged: true, page: '(site)/news/foodtools/page.tsx', note: 'F08: food tools' },
  { pattern: '/news/features', paged: true, page: '(site)/news/features/page.tsx', note: 'F09: features' },
  { pattern: '/news/flash', paged: true, page: '(site)/news/flash/page.tsx', note: 'F10: flashes' },
  { pattern: '/news/flash/:id', kinds: { id }, page: '(site)/news/flash/[id]/page.tsx', note: 'F11: a flash' },
  { pattern: '/news/create', login: true, personal: true, page: '(site)/(account)/news/create/page.tsx', note: 'F14: write news' },
  { pattern: '/news/edit/:id', kinds: { id }, login: true, personal: true, page: '(site)/(account)/news/edit/[id]/page.tsx', note: 'F15: edit news' },
  { pattern: '/news/tag/:tagId', kinds: { tagId: id }, paged: true, page: '(site)/news/tag/[tagId]/page.tsx', note: 'F02: news of a tag' },
  {
    pattern: '/news/category-tag/:categoryTagId',
    kinds: { categoryTagId: id },
    paged: true,
    page: '(site)/news/category-tag/[categoryTagId]/page.tsx',
    note: 'F03: news of a category tag',
  },
  { pattern: '/news/company/:companyId', kinds: { companyId: id }, paged: true, page: '(site)/news/company/[companyId]/page.tsx', note: "F04: a company's news" },
  { pattern: '/news/source/:tagId', kinds: { tagId: id }, paged: true, page: '(site)/news/source/[tagId]/page.tsx', note: 'F05: news of a source' },
  { pattern: '/news/column/:columnId', kinds: { columnId: id }, paged: true, page: '(site)/news/column/[columnId]/page.tsx', note: 'F06: news of a column' },
  { pattern: '/news/topic/:id', kinds: { id }, page: '(site)/news/topic/[id]/page.tsx', note: 'F12: a topic' },
  { pattern: '/news/:id', kinds: { id }, page: '(site)/news/[id]/page.tsx', note: 'F01: a news item' },
  {
    pattern: '/news/:classTag?/:themeTag?',
    kinds: { classTag: code, themeTag: code },
    paged: true,
    internal: newsList,
    page: '(site)/news/list/[[...tags]]/page.tsx',
    note: 'F16: the news list by class and theme tag codes (codes never start with a digit)',
  },
  {
    pattern: '/preview/news/:id',
    kinds: { id },
    login: true,
    personal: true,
    page: '(site)/(account)/preview/news/[id]/page.tsx',
    note: 'F13: preview of own news',
  },

  // ---- Search and dictionary ----
  {
    pattern: '/search/:webSiteName/:word',
    kinds: { webSiteName: slug, word: 'any' },
    paged: true,
    internal: searchResults,
    page: '(site)/search/[site]/[word]/[[...opts]]/page.tsx',
    note: 'E11–E14: search results; the query (sort, tagId, childTagId) becomes path segments of the page',
  },
  {
    pattern: '/dict/detail',
    paged: true,
    page: '(site)/dict/detail/page.tsx',
    note: 'E19: the industry dictionary (paged with ?page=N; search and exact lookup in the page)',
  },

  // ---- People ----
  { pattern: '/people', paged: true, page: '(site)/people/page.tsx', note: 'I01: people' },
  { pattern: '/people/popular', paged: true, page: '(site)/people/popular/page.tsx', note: 'I02: popular members' },
  { pattern: '/people/latest', paged: true, page: '(site)/people/latest/page.tsx', note: 'I03: newest members' },
  { pattern: '/people/interest', paged: true, page: '(site)/people/interest/page.tsx', note: 'I04: members of my interests' },
  { pattern: '/people/company', paged: true, page: '(site)/people/company/page.tsx', note: 'I05: members by company filters' },
  {
    pattern: '/people/circle/latest',
    paged: true,
    internal: circleLatest,
    page: '(site)/people/circle/latest/[circleId]/page.tsx',
    note: 'I06: newest members of a circle; the query circleId becomes the page folder',
  },
  { pattern: '/people/visitors', login: true, personal: true, page: '(site)/(account)/people/visitors/page.tsx', note: 'I10: my visitors' },
  { pattern: '/people/tag/:id', kinds: { id }, paged: true, page: '(site)/people/tag/[id]/page.tsx', note: 'I07: members with an industry tag' },
  { pattern: '/people/ticket/:id', kinds: { id }, login: true, personal: true, page: '(site)/(account)/people/ticket/[id]/page.tsx', note: "H15: a member's ticket" },
  {
    pattern: '/people/anonymous-ticket/:code',
    kinds: { code: slug },
    personal: true,
    page: '(bare)/people/anonymous-ticket/[code]/page.tsx',
    note: "H16: a visitor's ticket (no header or footer)",
  },
  { pattern: '/people/order/:id', kinds: { id }, login: true, personal: true, page: '(site)/(account)/people/order/[id]/page.tsx', note: 'H17: an order' },
  {
    pattern: '/people/:id',
    kinds: { id },
    aliases: [{ pattern: '/people/mine', login: true, personal: true }],
    page: '(site)/people/[id]/page.tsx',
    note: 'I08: member home (/people/mine redirects to it)',
  },

  // ---- Account and messages ----
  { pattern: '/edit-info', login: true, personal: true, page: '(site)/(account)/edit-info/page.tsx', note: 'D26: edit my info' },
  { pattern: '/mine/account-setting', login: true, personal: true, page: '(site)/(account)/mine/account-setting/page.tsx', note: 'B45–B50: account settings' },
  { pattern: '/system-message', login: true, personal: true, page: '(site)/(account)/system-message/page.tsx', note: 'K36: system messages' },
  {
    pattern: '/message/list',
    login: true,
    personal: true,
    page: '(site)/(account)/message/list/page.tsx',
    note: 'J01: conversations (the dialog on desktop)',
  },
  {
    pattern: '/message/:id',
    kinds: { id },
    login: true,
    personal: true,
    page: '(site)/(account)/message/[id]/page.tsx',
    note: 'J02: a conversation (the dialog on desktop)',
  },
  { pattern: '/404', page: '(site)/404/page.tsx', note: 'A17: not found (a known route with a bad parameter is rewritten here)' },
  { pattern: '/upgrade', page: '(site)/upgrade/page.tsx', note: 'A18: browser upgrade' },

  // ---- Site pages (O01–O14, O24 aliases) ----
  {
    pattern: '/site/:code',
    kinds: {
      code: ['join', 'flink', 'contactnews', 'about', 'risk', 'payment', 'refund', 'invoicing', 'guide', 'agreement', 'contact_us', 'contact', 'partners', 'copyright', 'webhelp', 'privacy'],
    },
    page: '(site)/site/[code]/page.tsx',
    note: 'O01–O14: site pages',
  },

  // ---- Events (issue 14) ----
  // Public pages are cached per variant; the checkout and the success pages are the same HTML for everyone (the
  // member's part loads in the browser). Payment pages read the query, so they render per request.
  {
    pattern: '/events/policy/:protocolCode',
    kinds: { protocolCode: slug },
    page: '(site)/events/policy/[protocolCode]/page.tsx',
    note: 'H10: a protocol of the events site',
  },
  {
    pattern: '/events/entrySuccess/:orderId',
    kinds: { orderId: id },
    page: '(site)/events/entrySuccess/[orderId]/page.tsx',
    note: "H11, H33: a member's registration success",
  },
  {
    pattern: '/events/unLoginSuccess/:formId',
    kinds: { formId: id },
    page: '(site)/events/unLoginSuccess/[formId]/page.tsx',
    note: "H12, H33: a visitor's registration success (query code)",
  },
  {
    pattern: '/events/:tagCode?',
    kinds: { tagCode: code },
    paged: true,
    internal: eventList((p) => p.tagCode),
    aliases: [{ pattern: '/events/list/:type?', kinds: { type: slug }, paged: true, internal: eventList((p) => p.type) }],
    page: '(site)/events/list/[[...tag]]/page.tsx',
    note: 'H01, H13: events home and list, optionally filtered by a type-tag code',
  },
  {
    pattern: '/events/:id',
    kinds: { id },
    aliases: [{ pattern: '/events/detail/:id/:type?', kinds: { id, type: slug }, internal: (p) => `/events/${p.id}` }],
    page: '(site)/events/[id]/page.tsx',
    note: 'H03: an event',
  },
  {
    pattern: '/events/:id/apply/:productId',
    kinds: { id, productId: id },
    page: '(site)/events/[id]/apply/[productId]/page.tsx',
    note: 'H06: checkout of a ticket (query skuId)',
  },
  {
    pattern: '/activity/source/:sourceId',
    kinds: { sourceId: id },
    paged: true,
    page: '(site)/activity/source/[sourceId]/page.tsx',
    note: 'H02: events of one organiser',
  },
  { pattern: '/activity/:tagCode/:id', kinds: { tagCode: code, id }, page: '(site)/activity/[tagCode]/[id]/page.tsx', note: 'H04: an event under its type tag' },
  {
    pattern: '/form/:formId/uniapp',
    kinds: { formId: id },
    page: '(bare)/form/[formId]/uniapp/page.tsx',
    note: 'H05, H46: registration form in the SSO layout (query orderId, token)',
  },
  { pattern: '/payment', login: true, personal: true, page: '(site)/(account)/payment/page.tsx', note: 'H07, H32: payment of one order (query orderId)' },
  { pattern: '/pay', personal: true, page: '(site)/pay/page.tsx', note: 'H08, H31: payment of a trade (query tradeNo)' },
  { pattern: '/pay-success', personal: true, page: '(site)/pay-success/page.tsx', note: 'H09, H48: payment success (query orderId, isGroupBuy, code)' },

  // ---- Companies and industry ----
  { pattern: '/cooperation', paged: true, page: '(site)/cooperation/page.tsx', note: 'L01: business cooperation' },
  { pattern: '/company', paged: true, page: '(site)/company/page.tsx', note: 'L02: the college home' },
  {
    pattern: '/company/ordinary/:companyCode/:sectionCode?',
    kinds: { companyCode: slug, sectionCode: slug },
    page: '(site)/company/ordinary/[companyCode]/[[...section]]/page.tsx',
    note: 'L05, L11, L12: an ordinary member company and its sections',
  },
  {
    pattern: '/company/:companyCode/:sectionCode?',
    kinds: { companyCode: slug, sectionCode: slug },
    page: '(site)/company/[companyCode]/[[...section]]/page.tsx',
    note: 'L03, L11, L12: a college company and its sections',
  },
  {
    pattern: '/management/add',
    login: true,
    personal: true,
    page: '(site)/(account)/management/add/page.tsx',
    note: 'L07: new staff profile of a company (query companyId)',
  },
  {
    pattern: '/management/edit/:managerCode',
    kinds: { managerCode: slug },
    login: true,
    personal: true,
    page: '(site)/(account)/management/edit/[managerCode]/page.tsx',
    note: 'L08: edit or delete a staff profile',
  },
  { pattern: '/management/:managerCode', kinds: { managerCode: slug }, page: '(site)/management/[managerCode]/page.tsx', note: 'L09: a staff profile' },
  {
    pattern: '/customer/add',
    login: true,
    personal: true,
    page: '(site)/(account)/customer/add/page.tsx',
    note: 'L10, L25: customer requests of a company, submit and list (query companyId)',
  },
  { pattern: '/industry-chain', paged: true, page: '(site)/industry-chain/page.tsx', note: 'N01: industry-chain explorer home' },
  {
    pattern: '/industry-chain/:entityType/:first?/:second?/:third?',
    kinds: { entityType: ['product', 'brand', 'company'], first: id, second: id, third: id },
    paged: true,
    page: '(site)/industry-chain/[entityType]/[[...levels]]/page.tsx',
    note: 'N02–N06, N10, N11: the chain by entity type (product, brand, company) and up to three category levels',
  },

  // ---- Achievements, cases, products, brands ----
  {
    pattern: '/achievement',
    paged: true,
    internal: achievementList,
    page: '(site)/achievement/list/[maturity]/[transferred]/page.tsx',
    note: 'M01: achievements; the query maturity and transferred become page-folder segments',
  },
  { pattern: '/achievement/add', login: true, personal: true, page: '(site)/(account)/achievement/add/page.tsx', note: 'M03: new achievement' },
  {
    pattern: '/achievement/edit/:id',
    kinds: { id },
    login: true,
    personal: true,
    page: '(site)/(account)/achievement/edit/[id]/page.tsx',
    note: 'M04: edit own achievement',
  },
  { pattern: '/achievement/:id', kinds: { id }, page: '(site)/achievement/[id]/page.tsx', note: 'M02: an achievement' },
  {
    pattern: '/preview/case/:id',
    kinds: { id },
    login: true,
    personal: true,
    page: '(site)/(account)/preview/case/[id]/page.tsx',
    note: 'M07: preview of own case (author only)',
  },
  { pattern: '/case/:id', kinds: { id }, page: '(site)/case/[id]/page.tsx', note: 'M05: a case' },
  {
    pattern: '/case/:classTag?/:themeTag?',
    kinds: { classTag: code, themeTag: code },
    paged: true,
    internal: caseList,
    page: '(site)/case/list/[[...tags]]/page.tsx',
    note: 'M06: cases by case class and theme tag codes (codes never start with a digit)',
  },
  { pattern: '/product/add', login: true, personal: true, page: '(site)/(account)/product/add/page.tsx', note: 'M09: add a product (token U15)' },
  {
    pattern: '/product/edit/:productId',
    kinds: { productId: id },
    login: true,
    personal: true,
    page: '(site)/(account)/product/edit/[productId]/page.tsx',
    note: 'M10, M31: edit or delete a product (tokens U16, U17)',
  },
  { pattern: '/product/:productId', kinds: { productId: id }, page: '(site)/product/[productId]/page.tsx', note: 'M08: a product' },
  { pattern: '/brand/add', login: true, personal: true, page: '(site)/(account)/brand/add/page.tsx', note: 'M12: create a brand (token U18)' },
  {
    pattern: '/brand/edit/:brandId',
    kinds: { brandId: id },
    login: true,
    personal: true,
    page: '(site)/(account)/brand/edit/[brandId]/page.tsx',
    note: 'M13, M31: edit or delete a brand (tokens U19, U20)',
  },
  { pattern: '/brand/:brandId', kinds: { brandId: id }, page: '(site)/brand/[brandId]/page.tsx', note: 'M11: a brand' },
] as const satisfies readonly RouteEntry[];

/**
 * Page files no route reaches by its own URL: the catch-all that answers 404 for an internal path with no page (A09),
 * and the "即将离开" interstitial the proxy rewrites `/redirect?redirectUri=<another host>` to (lib/routing/decide.ts).
 */
export const UNROUTED_PAGES: readonly { page: string; note: string }[] = [
  { page: '(site)/[...missing]/page.tsx', note: 'A09: an internal path with no page (a route not built, a failed check) is a 404' },
  { page: '(bare)/external-link/page.tsx', note: 'A04, issue 17 item 2: the "即将离开" page of `/redirect?redirectUri=` naming another host' },
];

/** The pattern of a link: `href(pattern, params)` takes exactly these. */
export type RoutePattern = (typeof ROUTES)[number]['pattern'];

/** The patterns the proxy tries, in order: each entry's aliases, then its own pattern (or its `match` patterns). */
export const ROUTE_MATCHERS: readonly RouteDef[] = (ROUTES as readonly RouteEntry[]).flatMap((entry) => [
  ...(entry.aliases ?? []),
  ...(entry.match ?? [entry.pattern]).map((pattern) => ({
    pattern,
    kinds: entry.kinds,
    login: entry.login,
    paged: entry.paged,
    personal: entry.personal,
    internal: entry.internal,
  })),
]);
