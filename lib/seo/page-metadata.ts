import type { Metadata } from 'next';
import type { Locale } from '@/lib/constants';
import { createTranslate, getMessages, HTML_LANG } from '@/lib/i18n/messages';
import { localeHref } from '@/lib/routing/locale-href';
import { parseVariant } from '@/lib/routing/variant';
import { rasterImageUrl } from '@/lib/seo/images';
import { absoluteUrl } from '@/lib/seo/templates';

/**
 * One URL per language without a prefix (issue 20 item 3): the Chinese page is the bare URL, the English one the
 * same URL with `?lang=en`. Each is its own canonical, and both name each other (and x-default, the Chinese one)
 * with `<link rel="alternate" hreflang>`. `path` may carry a query (`/news?page=2`); `lang` is added last.
 */
export function localePath(path: string, locale: Locale): string {
  return localeHref(path, locale);
}

/** `hreflang` → path of every language version, x-default being the Chinese one. */
export function languageAlternates(path: string): Record<string, string> {
  return { [HTML_LANG.zh]: localePath(path, 'zh'), [HTML_LANG.en]: localePath(path, 'en'), 'x-default': localePath(path, 'zh') };
}

const OG_LOCALE: Record<Locale, string> = { zh: 'zh_CN', en: 'en_US' };

/** The raster picture shown when a page has none of its own (SVG is not accepted by Open Graph consumers). */
export const DEFAULT_OG_IMAGE = '/og-default.png';

function canonicalOf(meta: Metadata): string | null {
  const canonical = meta.alternates?.canonical;
  if (typeof canonical === 'string') return canonical;
  if (canonical instanceof URL) return `${canonical.pathname}${canonical.search}`;
  if (canonical && typeof canonical === 'object' && 'url' in canonical) {
    const url = canonical.url;
    return typeof url === 'string' ? url : `${url.pathname}${url.search}`;
  }
  return null;
}

type OgImages = NonNullable<NonNullable<Metadata['openGraph']>['images']>;

/** The first image of an Open Graph `images` value as a URL string. */
function firstImage(images: OgImages | undefined): string | null {
  const first = Array.isArray(images) ? images[0] : images;
  if (!first) return null;
  if (typeof first === 'string') return first;
  if (first instanceof URL) return first.toString();
  const url = first.url;
  return typeof url === 'string' ? url : url.toString();
}

/** The text of a `title` value (a template object is reduced to its default or absolute). */
function titleText(title: Metadata['title']): string | undefined {
  if (!title) return undefined;
  if (typeof title === 'string') return title;
  if ('absolute' in title && title.absolute) return title.absolute;
  if ('default' in title) return title.default;
  return undefined;
}

export interface LocalizeOptions {
  /** The page's picture (any URL the API gives: relative, absolute, SVG seed image); its raster rendition is used. */
  image?: string | null;
  /** The page number of a paged list (`?page=N`, from the variant): its own canonical, its number in the title. */
  page?: number;
}

/** The path with `?page=N` for N > 1 (and no page query for page 1). */
function withPage(path: string, page: number): string {
  const url = new URL(path, 'http://x');
  url.searchParams.delete('page');
  if (page > 1) url.searchParams.set('page', String(page));
  return `${url.pathname}${url.search}`;
}

/**
 * Completes a public page's metadata for crawlers (issue 20 items 3 and 8): the canonical of this language
 * version, hreflang alternates, and Open Graph / Twitter tags with `og:url`, `og:site_name`, `og:locale` and an
 * absolute raster `og:image` (the page's own picture, else the site's). A page without a canonical is returned
 * unchanged apart from the social tags.
 */
export function localizeMetadata(meta: Metadata, locale: Locale, options: LocalizeOptions = {}): Metadata {
  const t = createTranslate(getMessages(locale));
  const siteName = t('site.name');
  const page = options.page ?? 1;
  const ownPath = canonicalOf(meta);
  const path = ownPath ? withPage(ownPath, page) : null;
  const canonical = path ? localePath(path, locale) : null;
  // Issue 20 item 6: page N of a list is its own page, with its number in the title.
  const pageSuffix = page > 1 ? t('seo.pageN', { n: page }) : null;
  const pageTitle = titleText(meta.title);
  const paged = pageSuffix && pageTitle && !pageTitle.includes(pageSuffix) ? { title: `${pageTitle}_${pageSuffix}` } : {};
  const title = titleText(meta.openGraph?.title) ?? titleText(meta.title) ?? siteName;
  const description = meta.openGraph?.description ?? meta.description ?? t('site.description');
  const ownImage = rasterImageUrl(options.image ?? firstImage(meta.openGraph?.images));
  const image = ownImage ?? absoluteUrl(DEFAULT_OG_IMAGE);
  const openGraph = {
    type: 'website',
    ...meta.openGraph,
    title,
    description,
    siteName,
    locale: OG_LOCALE[locale],
    alternateLocale: [OG_LOCALE[locale === 'zh' ? 'en' : 'zh']],
    ...(canonical ? { url: absoluteUrl(canonical) } : {}),
    images: [{ url: image }],
  } as NonNullable<Metadata['openGraph']>;
  return {
    ...meta,
    ...paged,
    ...(canonical && path ? { alternates: { ...meta.alternates, canonical, languages: languageAlternates(path) } } : {}),
    openGraph,
    twitter: { card: ownImage ? 'summary_large_image' : 'summary', title, description, images: [image], ...meta.twitter } as Metadata['twitter'],
  };
}

/**
 * Wraps a page's `generateMetadata` so every public template gets {@link localizeMetadata} (canonical of its
 * language, hreflang alternates, Open Graph and Twitter tags) from the locale of its variant.
 */
export function withPageMetadata<P extends { params: Promise<{ variant: string }> }>(
  generate: (props: P) => Promise<Metadata> | Metadata,
  options: { noindex?: boolean } = {},
) {
  return async function generateMetadata(props: P): Promise<Metadata> {
    const [meta, { variant }] = await Promise.all([generate(props), props.params]);
    const v = parseVariant(variant);
    // A page answers no metadata only when its entity is missing (it then renders the 404): say so in the title.
    if (Object.keys(meta).length === 0) return notFoundMetadata(v.locale);
    const localized = localizeMetadata(meta, v.locale, { page: v.page });
    return options.noindex ? { ...localized, robots: NOINDEX } : localized;
  };
}

/** Thin pages (search results, empty filter combinations, private content): kept out of the index, links followed. */
export const NOINDEX = { index: false, follow: true } as const;

/** Issue 20 item 8: the 404 page's head: a title that says what happened, and not indexed. */
export function notFoundMetadata(locale: Locale): Metadata {
  const t = createTranslate(getMessages(locale));
  return { title: `${t('error.notFound')}_${t('site.name')}`, robots: { index: false, follow: true } };
}
