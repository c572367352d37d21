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

/** A09/A17: 'This page could not be found' with HTTP 404. */
export default function NotFound() {
  return <StatusView status={404} title="error.notFound" hint="error.notFoundHint" />;
}
