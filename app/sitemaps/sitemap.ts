import type { MetadataRoute } from 'next';
import { getSitemapEntries, getSitemapIds } from '@/lib/data/sitemap';

/** Read at request time: the number of chunks grows with the content (the build has no API). */
export const dynamic = 'force-dynamic';

/**
 * `/sitemaps/sitemap/{kind}-{n}.xml`: news, flashes, topics and the fixed news pages, 5000 URLs each
 * (lib/seo/sitemap.ts). It lives under `sitemaps/` because `/sitemap.xml` is the index (app/sitemap.xml/route.ts),
 * and Next does not allow a root `app/sitemap.ts` with `generateSitemaps` next to a `/sitemap.xml` route.
 */
export async function generateSitemaps() {
  return (await getSitemapIds()).map((id) => ({ id }));
}

export default async function sitemap({ id }: { id: Promise<string> }): Promise<MetadataRoute.Sitemap> {
  return getSitemapEntries(await id);
}
