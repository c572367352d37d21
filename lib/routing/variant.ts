import { DEFAULT_LOCALE, LOCALES, type Locale } from '../constants';

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
