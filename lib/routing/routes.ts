/**
 * The links the site builds: one entry per built page, with the URL pattern a link uses, the page file
 * it lands on (relative to `app/v/[variant]/`, route-group folders such as `(site)` left out) and the
 * other public URLs that reach the same page (aliases: the proxy's route table maps them onto it,
 * lib/routing/route-table.ts). `href('/news/:id', { id })` is the only way to write an internal URL;
 * `docs/routes.md` is generated from this table (`npm run docs:routes`) and tests/unit/routes.test.ts
 * fails when the doc is stale or a page file and the table disagree.
 *
 * Patterns: `/seg` literal, `/:name` a param, `/:name?` an optional param (only at the end; the first
 * missing one ends the URL). Only built routes are listed: a page of the events, companies or catalogue
 * areas gets its entry in the commit that adds its page file. To add a route: add the page under
 * `app/v/[variant]/`, its public pattern to lib/routing/route-table.ts (matching, login, caching), an
 * entry here, then run `npm run docs:routes`.
 */
export interface RouteEntry {
  /** The page file under `app/v/[variant]/`, without route-group folders. */
  page: string;
  /** Other public URLs served by the same page file. */
  aliases?: readonly string[];
  /** What the page is (checklist ids), for docs/routes.md. */
  note: string;
}

export const ROUTE_PAGES = {
  // ---- Community ----
  '/community/:kind/:themeTag': {
    page: 'community/[kind]/[themeTag]/page.tsx',
    aliases: ['/community/demand_supply', '/community/topic', '/demand_supply/:postTag?', '/topic'],
    note: 'G01, G02, G11, G12: supply/demand and topic posts (kind demand_supply or topic)',
  },
  '/community/post/:id': { page: 'community/post/[id]/page.tsx', note: 'G03: a post' },
  '/community/tag/:id': { page: 'community/tag/[id]/page.tsx', note: 'G04: posts of a tag' },
  '/community/circle/post/create': { page: 'community/circle/post/create/page.tsx', note: 'G05: new post (login)' },
  '/community/circle/post/:id/edit': { page: 'community/circle/post/[id]/edit/page.tsx', note: 'G06: edit a post (login)' },
  '/circle': { page: 'circle/page.tsx', note: 'G07: circles' },
  '/circle/:id/:postTag?/:themeTag?': { page: 'circle/[id]/[[...tags]]/page.tsx', note: 'G08: a circle and its posts' },
  '/circle/management/:id': { page: 'circle/management/[id]/page.tsx', note: 'G09: circle management (login)' },
  '/circle/post/create': { page: 'circle/post/create/page.tsx', note: 'G10: new post in a circle (login)' },

  // ---- News ----
  '/news/:id': { page: 'news/[id]/page.tsx', note: 'F01: a news item' },
  '/news/tag/:tagId': { page: 'news/tag/[tagId]/page.tsx', note: 'F02: news of a tag' },
  '/news/category-tag/:categoryTagId': { page: 'news/category-tag/[categoryTagId]/page.tsx', note: 'F03: news of a category tag' },
  '/news/company/:companyId': { page: 'news/company/[companyId]/page.tsx', note: "F04: a company's news" },
  '/news/source/:tagId': { page: 'news/source/[tagId]/page.tsx', note: 'F05: news of a source' },
  '/news/column/:columnId': { page: 'news/column/[columnId]/page.tsx', note: 'F06: news of a column' },
  '/news/hot': { page: 'news/hot/page.tsx', note: 'F07: hot news' },
  '/news/foodtools': { page: 'news/foodtools/page.tsx', note: 'F08: food tools' },
  '/news/features': { page: 'news/features/page.tsx', note: 'F09: features' },
  '/news/flash': { page: 'news/flash/page.tsx', note: 'F10: flashes' },
  '/news/flash/:id': { page: 'news/flash/[id]/page.tsx', note: 'F11: a flash' },
  '/news/topic/:id': { page: 'news/topic/[id]/page.tsx', note: 'F12: a topic' },
  '/preview/news/:id': { page: 'preview/news/[id]/page.tsx', note: 'F13: preview of own news (login)' },
  '/news/create': { page: 'news/create/page.tsx', note: 'F14: write news (login)' },
  '/news/edit/:id': { page: 'news/edit/[id]/page.tsx', note: 'F15: edit news (login)' },
  '/news/:classTag?/:themeTag?': {
    page: 'news/list/[[...tags]]/page.tsx',
    note: 'F16: the news list by class and theme tag codes (codes never start with a digit)',
  },

  // ---- Achievements ----
  '/achievement': {
    page: 'achievement/list/[maturity]/[transferred]/page.tsx',
    note: 'M01: achievements; the query maturity and transferred become page-folder segments',
  },
  '/achievement/add': { page: 'achievement/add/page.tsx', note: 'M03: new achievement (login)' },
  '/achievement/edit/:id': { page: 'achievement/edit/[id]/page.tsx', note: 'M04: edit own achievement (login)' },
  '/achievement/:id': { page: 'achievement/[id]/page.tsx', note: 'M02: an achievement' },

  // ---- Cases (news items under the case class tag) ----
  '/case/:id': { page: 'case/[id]/page.tsx', note: 'M05: a case' },
  '/case/:classTag?/:themeTag?': {
    page: 'case/list/[[...tags]]/page.tsx',
    note: 'M06: cases by case class and theme tag codes (codes never start with a digit)',
  },
  '/preview/case/:id': { page: 'preview/case/[id]/page.tsx', note: 'M07: preview of own case (login, author only)' },

  // ---- Search ----
  '/search/:webSiteName/:word': {
    page: 'search/[site]/[word]/[[...opts]]/page.tsx',
    note: 'E11–E14: search results; the query (sort, tagId, childTagId) becomes path segments of the page',
  },

  // ---- Events (issue 14) ----
  '/events/:tagCode?': {
    page: 'events/list/[[...tag]]/page.tsx',
    aliases: ['/events/list/:type?'],
    note: 'H01, H13: events home and list, optionally filtered by a type-tag code',
  },
  '/events/:id': { page: 'events/[id]/page.tsx', aliases: ['/events/detail/:id/:type?'], note: 'H03: an event' },
  '/activity/:tagCode/:id': { page: 'activity/[tagCode]/[id]/page.tsx', note: 'H04: an event under its type tag' },
  '/activity/source/:sourceId': { page: 'activity/source/[sourceId]/page.tsx', note: 'H02: events of one organiser' },
  '/events/:id/apply/:productId': { page: 'events/[id]/apply/[productId]/page.tsx', note: 'H06: checkout of a ticket (query skuId)' },
  '/events/policy/:protocolCode': { page: 'events/policy/[protocolCode]/page.tsx', note: 'H10: a protocol of the events site' },
  '/events/entrySuccess/:orderId': { page: 'events/entrySuccess/[orderId]/page.tsx', note: "H11, H33: a member's registration success" },
  '/events/unLoginSuccess/:formId': { page: 'events/unLoginSuccess/[formId]/page.tsx', note: "H12, H33: a visitor's registration success (query code)" },
  '/pay': { page: 'pay/page.tsx', note: 'H08, H31: payment of a trade (query tradeNo)' },
  '/payment': { page: 'payment/page.tsx', note: 'H07, H32: payment of one order (login; query orderId)' },
  '/pay-success': { page: 'pay-success/page.tsx', note: 'H09, H48: payment success (query orderId, isGroupBuy, code)' },
  '/people/order/:id': { page: 'people/order/[id]/page.tsx', note: 'H17: an order (login)' },
  '/people/ticket/:id': { page: 'people/ticket/[id]/page.tsx', note: "H15: a member's ticket (login)" },
  '/people/anonymous-ticket/:code': { page: 'people/anonymous-ticket/[code]/page.tsx', note: "H16: a visitor's ticket (no header or footer)" },
  '/form/:formId/uniapp': { page: 'form/[formId]/uniapp/page.tsx', note: 'H05, H46: registration form in the SSO layout (query orderId, token)' },

  // ---- People ----
  '/people': { page: 'people/page.tsx', note: 'I01: people' },
  '/people/popular': { page: 'people/popular/page.tsx', note: 'I02: popular members' },
  '/people/latest': { page: 'people/latest/page.tsx', note: 'I03: newest members' },
  '/people/interest': { page: 'people/interest/page.tsx', note: 'I04: members of my interests' },
  '/people/company': { page: 'people/company/page.tsx', note: 'I05: members by company filters' },
  '/people/circle/latest': {
    page: 'people/circle/latest/[circleId]/page.tsx',
    note: 'I06: newest members of a circle; the query circleId becomes the page folder',
  },
  '/people/tag/:id': { page: 'people/tag/[id]/page.tsx', note: 'I07: members with an industry tag' },
  '/people/:id': { page: 'people/[id]/page.tsx', aliases: ['/people/mine'], note: 'I08: member home (/people/mine redirects to it)' },
  '/people/visitors': { page: 'people/visitors/page.tsx', note: 'I10: my visitors (login)' },

  // ---- Companies ----
  '/company': { page: 'company/page.tsx', note: 'L02: the college home (paged with ?page=N)' },
  '/cooperation': { page: 'cooperation/page.tsx', note: 'L01: business cooperation (paged with ?page=N)' },
  '/company/ordinary/:companyCode/:sectionCode?': {
    page: 'company/ordinary/[companyCode]/[[...section]]/page.tsx',
    note: 'L05, L11, L12: an ordinary member company and its sections',
  },
  '/company/:companyCode/:sectionCode?': { page: 'company/[companyCode]/[[...section]]/page.tsx', note: 'L03, L11, L12: a college company and its sections' },
  '/management/:managerCode': { page: 'management/[managerCode]/page.tsx', note: 'L09: a staff profile' },
  // ---- Industry chain, products, brands ----
  '/industry-chain': { page: 'industry-chain/page.tsx', note: 'N01: industry-chain explorer home' },
  '/industry-chain/:entityType/:first?/:second?/:third?': {
    page: 'industry-chain/[entityType]/[[...levels]]/page.tsx',
    note: 'N02–N06, N10, N11: the chain by entity type (product, brand, company) and up to three category levels',
  },
  '/product/:productId': { page: 'product/[productId]/page.tsx', note: 'M08: a product' },
  '/product/add': { page: 'product/add/page.tsx', note: 'M09: add a product (login; token U15)' },
  '/product/edit/:productId': { page: 'product/edit/[productId]/page.tsx', note: 'M10, M31: edit or delete a product (login; tokens U16, U17)' },
  '/brand/:brandId': { page: 'brand/[brandId]/page.tsx', note: 'M11: a brand' },
  '/brand/add': { page: 'brand/add/page.tsx', note: 'M12: create a brand (login; token U18)' },
  '/brand/edit/:brandId': { page: 'brand/edit/[brandId]/page.tsx', note: 'M13, M31: edit or delete a brand (login; tokens U19, U20)' },
  '/management/add': { page: 'management/add/page.tsx', note: 'L07: new staff profile of a company (login; query companyId)' },
  '/management/edit/:managerCode': { page: 'management/edit/[managerCode]/page.tsx', note: 'L08: edit or delete a staff profile (login)' },
  '/customer/add': { page: 'customer/add/page.tsx', note: 'L10, L25: customer requests of a company, submit and list (login; query companyId)' },

  // ---- Dictionary ----
  '/dict/detail': { page: 'dict/detail/page.tsx', note: 'E19: the industry dictionary (paged with ?page=N; search and exact lookup in the page)' },

  // ---- Account, messages, site ----
  '/edit-info': { page: 'edit-info/page.tsx', note: 'D26: edit my info (login)' },
  '/mine/account-setting': { page: 'mine/account-setting/page.tsx', note: 'B45–B50: account settings (login)' },
  '/system-message': { page: 'system-message/page.tsx', note: 'K36: system messages (login)' },
  '/message/list': { page: 'message/list/page.tsx', note: 'J01: conversations (login; the dialog on desktop)' },
  '/message/:id': { page: 'message/[id]/page.tsx', note: 'J02: a conversation (login; the dialog on desktop)' },
  '/site/:code': { page: 'site/[code]/page.tsx', note: 'O01–O14: site pages' },
  '/upgrade': { page: 'upgrade/page.tsx', note: 'A18: browser upgrade' },
  '/404': { page: '404/page.tsx', aliases: ['any unknown path (app/v/[variant]/[...missing]/page.tsx)'], note: 'A17: not found' },
} as const satisfies Record<string, RouteEntry>;

/**
 * Page files that no link targets: the catch-all that answers 404 for every unknown path (A09), and the
 * "即将离开" interstitial the proxy rewrites `/redirect?redirectUri=<another host>` to (lib/routing/decide.ts).
 */
export const UNLINKED_PAGES: readonly string[] = ['[...missing]/page.tsx', 'external-link/page.tsx'];

export type RoutePattern = keyof typeof ROUTE_PAGES;

type ParamValue = string | number;
type SegmentParams<S extends string> = S extends `:${infer N}?`
  ? { [K in N]?: ParamValue | null }
  : S extends `:${infer N}`
    ? { [K in N]: ParamValue }
    : unknown;
type PathParams<P extends string> = P extends `/${infer Head}/${infer Rest}`
  ? SegmentParams<Head> & PathParams<`/${Rest}`>
  : P extends `/${infer Head}`
    ? SegmentParams<Head>
    : unknown;
type Flatten<T> = { [K in keyof T]: T[K] };

/** The params of a pattern: `RouteParams<'/news/:id'>` is `{ id: string | number }`. */
export type RouteParams<P extends string> = Flatten<PathParams<P> & object>;
export type RouteQuery = Record<string, ParamValue | null | undefined>;

type HrefArgs<P extends string> = object extends RouteParams<P>
  ? [params?: RouteParams<P>, query?: RouteQuery]
  : [params: RouteParams<P>, query?: RouteQuery];

/**
 * The URL of a built route: params fill the pattern's segments (each encoded), the first missing
 * optional param ends the path, and query values that are null, undefined or '' are left out.
 */
export function href<P extends RoutePattern>(pattern: P, ...[params, query]: HrefArgs<P>): string {
  return buildPath(pattern, (params ?? {}) as Record<string, ParamValue | null | undefined>, query);
}

/** The untyped builder behind `href` (exported for tests and the docs script). */
export function buildPath(pattern: string, params: Record<string, ParamValue | null | undefined>, query?: RouteQuery): string {
  const parts: string[] = [];
  for (const seg of pattern.split('/').filter(Boolean)) {
    if (!seg.startsWith(':')) {
      parts.push(seg);
      continue;
    }
    const optional = seg.endsWith('?');
    const name = seg.slice(1, optional ? -1 : undefined);
    const value = params[name];
    if (value === undefined || value === null || value === '') {
      if (optional) break;
      throw new Error(`href(${pattern}): missing param ${name}`);
    }
    parts.push(encodeURIComponent(String(value)));
  }
  const path = `/${parts.join('/')}`;
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined && v !== null && v !== '') search.set(k, String(v));
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}
