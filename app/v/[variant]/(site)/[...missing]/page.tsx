import type { Metadata } from 'next';
import { NotFoundBody } from '@/components/site/not-found-body';
import { parseVariant } from '@/lib/routing/variant';
import { notFoundMetadata } from '@/lib/seo/page-metadata';

/** Issue 20 item 8: the 404 has its own title (readable without JavaScript) and is not indexed. */
export async function generateMetadata({ params }: { params: Promise<{ variant: string }> }): Promise<Metadata> {
  return notFoundMetadata(parseVariant((await params).variant).locale);
}

/** Internal paths with no page (routes not built yet, or failed validation) are a 404. */
export default function Missing() {
  return <NotFoundBody />;
}
