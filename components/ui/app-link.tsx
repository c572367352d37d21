'use client';

import type { ComponentProps, MouseEvent } from 'react';
import { useLinkLocale } from '@/components/providers/i18n-context';
import { localeHref } from '@/lib/routing/locale-href';
import { followedLink, navigateTo } from '@/lib/routing/soft-navigation';

/** A plain click on the link navigates on the client, after the link's own handler (which may prevent it). */
function clientNavigation(onClick: ComponentProps<'a'>['onClick']) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const url = followedLink(event.nativeEvent, event.currentTarget);
    if (url && navigateTo(url)) event.preventDefault();
  };
}

/**
 * The site's link: a plain anchor that navigates on the client when clicked (`router.push` through the link navigator,
 * components/layout/link-navigator.tsx, as `next/link` does), without prefetching: content pages carry dozens of
 * links, and prefetching each one would render every target on the server. A page hydrates it as an anchor, not as a
 * `next/link` component (issue 28 item 1, docs/decisions/006-performance-budgets.md); before hydration it is a link
 * like any other. An internal link keeps the page's language in its URL (`lib/routing/locale-href.ts`, issue 31 item 2).
 */
export function AppLink({ href, onClick, ...props }: Omit<ComponentProps<'a'>, 'href'> & { href: string }) {
  return <a href={localeHref(href, useLinkLocale())} onClick={clientNavigation(onClick)} {...props} />;
}

/** `<link rel="prev|next">` of a paged list (hoisted into the head), in the page's language like {@link AppLink}. */
export function AppHeadLink({ rel, href }: { rel: 'prev' | 'next'; href: string }) {
  return <link rel={rel} href={localeHref(href, useLinkLocale())} />;
}
