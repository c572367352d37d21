'use client';

import NextLink from 'next/link';
import type { ComponentProps } from 'react';
import { useLinkLocale } from '@/components/providers/i18n-context';
import { localeHref } from '@/lib/routing/locale-href';

type Href = ComponentProps<typeof NextLink>['href'];

/** The link's target in the page's language (issue 31 item 2: English pages link English pages). */
function inLocale(href: Href, locale: ReturnType<typeof useLinkLocale>): Href {
  if (typeof href === 'string') return localeHref(href, locale);
  if (href.query || href.search || !href.pathname) return href;
  return localeHref(`${href.pathname}${href.hash ? `#${href.hash.replace(/^#/, '')}` : ''}`, locale);
}

/**
 * The site's link: client-side navigation on click, but no viewport prefetch by default. Content pages
 * carry dozens of links, and prefetching each one would render every target on the server. An internal link keeps
 * the page's language in its URL (`lib/routing/locale-href.ts`).
 */
export function AppLink({ prefetch = false, href, ...props }: ComponentProps<typeof NextLink>) {
  const locale = useLinkLocale();
  return <NextLink prefetch={prefetch} href={inLocale(href, locale)} {...props} />;
}

/** `<link rel="prev|next">` of a paged list (hoisted into the head), in the page's language like {@link AppLink}. */
export function AppHeadLink({ rel, href }: { rel: 'prev' | 'next'; href: string }) {
  return <link rel={rel} href={localeHref(href, useLinkLocale())} />;
}
