import { COOKIE_EXPIRES_DAYS, COOKIE_PATH, DEFAULT_LOCALE, LOCALES, type Locale } from '../constants';

/**
 * The internal path segment that keys each cached HTML variant: `{locale}.{device}.{page}`,
 * e.g. `zh.desktop.1` (docs/architecture.md, "Web").
 */
export type DeviceClass = 'desktop' | 'mobile';

export interface Variant {
  locale: Locale;
  device: DeviceClass;
  page: number;
}

export const INTERNAL_PREFIX = '/v';

/** Cookie the client sets when its viewport says mobile or desktop (W01, W02). */
export const LAYOUT_COOKIE = 'layout';

/**
 * A plain copy of the locale (the `lang` session cookie is encrypted, B40): the rewrites that serve public
 * pages without the proxy read it (lib/routing/fast-path.ts). Written with `lang`, synced from it on load.
 */
export const LOCALE_COOKIE = 'locale';

/**
 * The query parameter that names the language in the URL (issue 20 item 3): `/news/12?lang=en` is the English
 * page whatever the cookie says, so crawlers (no cookies) reach English; `?lang=zh` the Chinese one. The bare URL
 * keeps following the cookie (V02). The browser then stores the choice (`lib/session/url-locale.ts`).
 */
export const LANG_QUERY = 'lang';

/**
 * What a page's HTML varies by besides its URL (issue 31 item 9, dynamic serving): the device class is read from the
 * `User-Agent` (and the `layout` cookie), the language from the `locale` cookie (a `?lang=` is part of the URL). Sent
 * as `Vary` on every page by the web front (lib/http/web-front.ts) and the very headers the page cache keys a variant
 * by (lib/http/page-cache.ts `pageCacheKey`, besides the URL and the compression Next adds `Accept-Encoding` for).
 */
export const VARIANT_VARY = ['User-Agent', 'Cookie'] as const;

/** The locale a query string names with `?lang=`, or null. */
export function localeFromSearch(search: string): Locale | null {
  const raw = new URLSearchParams(search).get(LANG_QUERY);
  return (LOCALES as readonly string[]).includes(raw ?? '') ? (raw as Locale) : null;
}

/**
 * The `Set-Cookie` value with which the server stores the language a URL names (issue 31 item 2): `?lang=en` answers
 * with `locale=en`, so a visitor without JavaScript keeps English on the plain URLs they open next. Set by the proxy
 * and, for the pages it does not see, by next.config's headers; the browser writes the same cookie
 * (lib/session/session.ts `adoptUrlLocale`).
 */
export function localeSetCookie(locale: Locale, domain?: string): string {
  return [`${LOCALE_COOKIE}=${locale}`, `Path=${COOKIE_PATH}`, `Max-Age=${COOKIE_EXPIRES_DAYS * 24 * 60 * 60}`, 'SameSite=Lax', ...(domain ? [`Domain=${domain}`] : [])].join('; ');
}

export function formatVariant(v: Variant): string {
  return `${v.locale}.${v.device}.${v.page}`;
}

export function parseVariant(segment: string): Variant {
  const [locale, device, page] = decodeURIComponent(segment).split('.');
  const n = Number(page);
  return {
    locale: (LOCALES as readonly string[]).includes(locale ?? '') ? (locale as Locale) : DEFAULT_LOCALE,
    device: device === 'mobile' ? 'mobile' : 'desktop',
    page: Number.isInteger(n) && n > 0 ? n : 1,
  };
}
