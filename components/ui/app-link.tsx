'use client';

import type { ComponentProps } from 'react';
import { useLinkLocale } from '@/components/providers/i18n-context';
import { localeHref } from '@/lib/routing/locale-href';

/** The anchors the link navigator (components/layout/link-navigator.tsx) follows on the client. */
export const APP_LINK_SELECTOR = 'a[data-app-link]';

/**
 * The site's link: a plain anchor whose click the one link navigator turns into a client-side navigation
 * (`router.push`, as `next/link` does), without prefetching: content pages carry dozens of links, and prefetching each
 * one would render every target on the server. A page hydrates it as an anchor, not as a `next/link` component
 * (issue 28 item 1, docs/decisions/006-performance-budgets.md). An internal link keeps the page's language in its URL
 * (`lib/routing/locale-href.ts`, issue 31 item 2).
 */
export function AppLink({ href, ...props }: Omit<ComponentProps<'a'>, 'href'> & { href: string }) {
  return <a data-app-link="" href={localeHref(href, useLinkLocale())} {...props} />;
}

/** `<link rel="prev|next">` of a paged list (hoisted into the head), in the page's language like {@link AppLink}. */
export function AppHeadLink({ rel, href }: { rel: 'prev' | 'next'; href: string }) {
  return <link rel={rel} href={localeHref(href, useLinkLocale())} />;
}
