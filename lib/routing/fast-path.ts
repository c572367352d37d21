import { DEFAULT_LOCALE, LOCALES } from '../constants';
import type { ParamKind } from './match';
import { ROUTE_MATCHERS, type RouteDef } from './route-table';
import { INTERNAL_PREFIX, LANG_QUERY, LAYOUT_COOKIE, LOCALE_COOKIE } from './variant';

/**
 * Public pages without the proxy (docs/architecture.md "Public pages without the proxy").
 *
 * A public route whose page folder is its own URL (no login, not personal, no `internal` mapping) is
 * served by `next.config` rewrites instead of `proxy.ts`: Next's proxy step costs more than the cached
 * page itself. The same regular expression, built here from the route table, both keeps those paths out
 * of the proxy's matcher and selects them for the rewrites, so every path goes exactly one way. The
 * rewrites choose the cached variant as `decide()` does: the plain `locale` cookie, the user agent and the
 * `layout` cookie (`pickDevice`), and `?page=` on paged routes (`pageFromSearch`).
 *
 * Pure data: imported by next.config.ts (relative imports only), the proxy's test and the bench.
 */

type Group = 'paged' | 'unpaged' | 'proxy';

const KIND_SOURCE: Record<'id' | 'code' | 'slug', string> = {
  id: '\\d+',
  code: '[A-Za-z_][\\w-]*',
  slug: '[\\w-]+',
};

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether the proxy must see a route: it logs in, is personal, maps its URL onto another folder or takes any text. */
export function servedByProxy(route: RouteDef): boolean {
  const kinds = Object.values(route.kinds ?? {});
  return Boolean(route.login || route.personal || route.internal || route.pattern.includes('*') || kinds.includes('any'));
}

function groupOf(route: RouteDef): Group {
  if (servedByProxy(route)) return 'proxy';
  return route.paged ? 'paged' : 'unpaged';
}

/**
 * The regex of a route's valid paths, without the leading slash. `exact` gives precisely the paths the
 * route table accepts (only used for fast routes, whose kinds all have an exact form); otherwise the result
 * may accept more (it only ever widens what is sent to the proxy).
 */
function routeSource(route: RouteDef, exact: boolean): string {
  const param = (kind: ParamKind | undefined): string => {
    if (Array.isArray(kind)) return `(?:${kind.map(escapeRe).join('|')})`;
    if (kind === 'id' || kind === 'code' || kind === 'slug') return KIND_SOURCE[kind];
    return exact ? KIND_SOURCE.slug : '[^/]+';
  };
  const segments = route.pattern.split('/').filter(Boolean);
  let out = '';
  let open = 0;
  segments.forEach((seg, i) => {
    const sep = i === 0 ? '' : '/';
    if (seg === '*') {
      out += `${sep}.+`;
    } else if (seg.startsWith(':')) {
      const optional = seg.endsWith('?');
      const name = seg.slice(1, optional ? -1 : undefined);
      const body = param(route.kinds?.[name] as ParamKind | undefined);
      if (optional) {
        out += `(?:${sep}${body}`;
        open += 1;
      } else out += `${sep}${body}`;
    } else out += `${sep}${escapeRe(seg)}`;
  });
  return out + ')?'.repeat(open);
}

function segmentRange(pattern: string): [number, number] {
  const segs = pattern.split('/').filter(Boolean);
  if (segs.includes('*')) return [segs.length, Infinity];
  return [segs.filter((s) => !s.endsWith('?')).length, segs.length];
}

/** Earlier routes of another group that could take the same path keep it (first valid match wins, A11). */
function mayOverlap(a: RouteDef, b: RouteDef): boolean {
  const first = (p: string) => p.split('/').filter(Boolean)[0] ?? '';
  const fa = first(a.pattern);
  const fb = first(b.pattern);
  if (!fa.startsWith(':') && !fb.startsWith(':') && fa !== fb) return false;
  const [minA, maxA] = segmentRange(a.pattern);
  const [minB, maxB] = segmentRange(b.pattern);
  return minA <= maxB && minB <= maxA;
}

/**
 * The alternation of the routes of `groups`, each guarded against earlier routes of the `rivals` groups that
 * could take the same path (the route table's first valid match wins, A11).
 */
function groupSource(groups: readonly Group[], rivals: readonly Group[]): string {
  const parts: string[] = [];
  ROUTE_MATCHERS.forEach((route, i) => {
    const group = groupOf(route);
    if (!groups.includes(group)) return;
    const shadows = ROUTE_MATCHERS.slice(0, i)
      .filter((earlier) => groupOf(earlier) !== group && rivals.includes(groupOf(earlier)) && mayOverlap(earlier, route))
      .map((earlier) => routeSource(earlier, false));
    const guard = shadows.length ? `(?!(?:${shadows.join('|')})$)` : '';
    parts.push(`${guard}${routeSource(route, true)}`);
  });
  return parts.join('|');
}

/** Paths (without the leading slash) served by the rewrites instead of the proxy. */
export const FAST_SOURCE = groupSource(['paged', 'unpaged'], ['proxy', 'paged', 'unpaged']);

/**
 * Among those, the paths of paged routes. Only ever tried on paths the proxy did not take, so it is guarded
 * against unpaged fast routes alone, and stays short (Next compiles every rewrite again for every page request).
 */
const FAST_PAGED_SOURCE = groupSource(['paged'], ['unpaged']);

/** Neither pages nor the proxy's: the API, its revalidation hook, the pages' beacon, the message catalogues, Next's assets and the files in public/. */
const NOT_PAGES = [
  'api/',
  'api-hooks/',
  'beacon$',
  'i18n/',
  '_next/',
  'favicon\\.ico',
  'robots\\.txt',
  'sitemap.*\\.xml',
  '.*\\.(?:svg|png|jpg|jpeg|gif|webp|ico|txt|xml|webmanifest)$',
];

/** The proxy's matcher; `proxy.ts` must hold exactly this literal (Next reads it statically; a test compares). */
export function proxyMatcherSource(): string {
  return `/((?!${[...NOT_PAGES, `(?:${FAST_SOURCE})$`].join('|')}).*)`;
}

// ---- device and locale, as `has` conditions ----

/** A word list as a case-insensitive regex source (`has` values take no flags). */
function caseless(words: string): string {
  return words.replace(/\\.|[A-Za-z]/g, (m) => (m.length > 1 ? m : `[${m.toLowerCase()}${m.toUpperCase()}]`));
}

const has = (pattern: string) => `(?=.*${pattern})`;
const hasNot = (pattern: string) => `(?!.*${pattern})`;
const ANDROID = `\\b${caseless('Android')}\\b`;
const MOBILE_WORD = `\\b${caseless('Mobile')}\\b`;

/** `parseDevice().isTablet`, as a full-match user-agent pattern. */
export const TABLET_UA = `(?:${[
  has('\\biPad\\b'),
  has('\\bMacintosh\\b') + has('\\bMobile/\\w+'),
  has(ANDROID) + hasNot(MOBILE_WORD),
  has(`\\b(?:${caseless('Tablet|PlayBook|Silk|Kindle|Nexus (?:7|9|10)|SM-T\\d+|MatePad|MediaPad|MI PAD')})\\b`),
].join('|')}).*`;

/** `parseDevice().isMobile && !isTablet` (a phone), as a full-match user-agent pattern. */
export const PHONE_UA = `(?!${TABLET_UA})(?:${[
  has('\\b(?:iPhone|iPod)\\b'),
  has(ANDROID),
  has(`\\b${caseless('Windows Phone')}\\b`),
  has(`\\b(?:${caseless('HarmonyOS|OpenHarmony')})\\b`) + has(`(?:\\b${caseless('Phone')}\\b|${MOBILE_WORD})`),
  has(`\\b(?:${caseless('BlackBerry|BB10|Opera Mini|IEMobile|Mobile Safari|webOS|Mobi')})\\b`),
].join('|')}).*`;

interface HasCondition {
  type: 'header' | 'cookie' | 'query';
  key: string;
  value?: string;
}

interface Rewrite {
  source: string;
  destination: string;
  has?: HasCondition[];
}

const ua = (value: string): HasCondition => ({ type: 'header', key: 'user-agent', value });
const cookie = (key: string, value: string): HasCondition => ({ type: 'cookie', key, value });

/**
 * `pickDevice`, in order: a phone is mobile whatever the cookie; then the `layout` cookie; then a tablet is
 * mobile; else desktop. `:device` is the cookie's value.
 */
export const DEVICE_FORMS: readonly { device: string; has: HasCondition[] }[] = [
  { device: 'mobile', has: [ua(PHONE_UA)] },
  { device: ':device', has: [cookie(LAYOUT_COOKIE, '(?<device>mobile|desktop)')] },
  { device: 'mobile', has: [ua(TABLET_UA)] },
  { device: 'desktop', has: [] },
];

/** `?lang=` first (issue 20 item 3: the language named in the URL), then the plain locale cookie, then zh. */
const LOCALE_FORMS: readonly { locale: string; has: HasCondition[] }[] = [
  { locale: ':locale', has: [{ type: 'query', key: LANG_QUERY, value: `(?<locale>${LOCALES.join('|')})` }] },
  { locale: ':locale', has: [cookie(LOCALE_COOKIE, `(?<locale>${LOCALES.join('|')})`)] },
  { locale: DEFAULT_LOCALE, has: [] },
];

const FAST_PREFIX = '/_f';

/**
 * The rewrites, in order: a public page's path becomes `/_f/{page}/{path}` (the page query only on paged
 * routes), then `/v/{locale}.{device}.{page}/{path}`. Next applies rewrites one after another until the path
 * names a page; it also compiles each of them again for every page request, so they are few and short.
 * The second rule takes any path: by then the proxy has turned every path but the fast ones into `/v/…`.
 */
export function fastRewrites(): Rewrite[] {
  const variants: Rewrite[] = LOCALE_FORMS.flatMap((l) =>
    DEVICE_FORMS.map((d) => {
      const conditions = [...l.has, ...d.has];
      return {
        source: `${FAST_PREFIX}/:page/:path*`,
        destination: `${INTERNAL_PREFIX}/${l.locale}.${d.device}.:page/:path*`,
        ...(conditions.length ? { has: conditions } : {}),
      };
    }),
  );
  return [
    {
      source: `/:path(${FAST_PAGED_SOURCE})`,
      has: [{ type: 'query', key: 'page', value: '(?<page>[1-9]\\d*)' }],
      destination: `${FAST_PREFIX}/:page/:path`,
    },
    { source: `/:path((?!v/|_f/|${NOT_PAGES.join('|')}).+)`, destination: `${FAST_PREFIX}/1/:path` },
    ...variants,
  ];
}
