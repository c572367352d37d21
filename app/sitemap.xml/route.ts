import { getSitemapIds } from '@/lib/data/sitemap';
import { sitemapIndexXml } from '@/lib/seo/sitemap';

/** Read at request time: the index lists every chunk of `app/sitemap.ts`. */
export const dynamic = 'force-dynamic';

/** `/sitemap.xml`: the sitemap index named in robots.txt. */
export async function GET(): Promise<Response> {
  return new Response(sitemapIndexXml(await getSitemapIds()), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=0, must-revalidate' },
  });
}
