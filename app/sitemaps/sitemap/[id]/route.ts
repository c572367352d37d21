import { getSitemapEntries } from '@/lib/data/sitemap';
import { urlsetXml } from '@/lib/seo/sitemap-xml';

/** Read at request time: the number of chunks grows with the content (the build has no API). */
export const dynamic = 'force-dynamic';

/**
 * `/sitemaps/sitemap/{kind}-{n}.xml`, one chunk of one kind of page (lib/seo/sitemap.ts), listed by the index at
 * `/sitemap.xml` (app/sitemap.xml/route.ts). An unknown id, or a chunk with no URL, is a 404: an empty `urlset` is
 * not valid against the sitemaps.org schema (issue 31 item 5).
 */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const { id } = await params;
  const entries = id.endsWith('.xml') ? await getSitemapEntries(id.slice(0, -'.xml'.length)) : [];
  if (entries.length === 0) return new Response('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  return new Response(urlsetXml(entries), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=0, must-revalidate' },
  });
}
