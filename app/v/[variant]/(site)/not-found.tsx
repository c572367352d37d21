import type { Metadata } from 'next';
import { LazyStatusView as StatusView } from '@/components/site/lazy-status-view';
import { parseVariant } from '@/lib/routing/variant';
import { notFoundMetadata } from '@/lib/seo/page-metadata';

/**
 * Issue 31 item 6: the head of every 404 of this segment, whichever way it was reached (`notFound()` in a page or its
 * metadata, an unknown internal path, `/404`): the one not-found head in the page's language, not the layout's.
 */
export async function generateMetadata({ params }: { params: Promise<{ variant: string }> }): Promise<Metadata> {
  return notFoundMetadata(parseVariant((await params).variant).locale);
}

/**
 * A09/A17: 'This page could not be found' with HTTP 404, inside the site chrome (header and footer of the
 * `(site)` layout, issue 18 item 7): `/404`, every unknown path and every `notFound()` of a site page.
 * Pages of the `(bare)` group keep `app/v/[variant]/not-found.tsx`.
 */
export default function SiteNotFound() {
  return <StatusView status={404} title="error.notFound" hint="error.notFoundHint" inChrome />;
}
