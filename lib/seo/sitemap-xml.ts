/**
 * The XML of the sitemaps (issue 31 item 5), written here rather than by Next's `MetadataRoute.Sitemap`, whose
 * serializer puts `xhtml:link` and `image:image` before `lastmod`: the sitemaps.org schema (sitemap.xsd, `tUrl`) is a
 * sequence of `loc`, `lastmod`, `changefreq`, `priority` and only then elements of other namespaces; a `urlset` holds
 * at least one `url` (an empty one is not served, app/sitemaps/sitemap/[id]/route.ts).
 */

export interface SitemapUrl {
  /** Absolute URL. */
  url: string;
  lastModified?: Date;
  changeFrequency?: 'always' | 'hourly' | 'daily' | 'weekly' | 'monthly' | 'yearly' | 'never';
  priority?: number;
  /** hreflang → absolute URL of each language version (`xhtml:link rel="alternate"`). */
  alternates?: { languages: Record<string, string> };
  /** Absolute URLs of the page's pictures (`image:image`). */
  images?: string[];
}

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

const URLSET_OPEN =
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">';

/** One `url` element, its children in the schema's order. */
function urlXml(u: SitemapUrl): string {
  const lines = [`    <loc>${escapeXml(u.url)}</loc>`];
  if (u.lastModified) lines.push(`    <lastmod>${u.lastModified.toISOString()}</lastmod>`);
  if (u.changeFrequency) lines.push(`    <changefreq>${u.changeFrequency}</changefreq>`);
  if (u.priority !== undefined) lines.push(`    <priority>${u.priority.toFixed(1)}</priority>`);
  for (const [lang, href] of Object.entries(u.alternates?.languages ?? {})) {
    lines.push(`    <xhtml:link rel="alternate" hreflang="${escapeXml(lang)}" href="${escapeXml(href)}" />`);
  }
  for (const image of u.images ?? []) lines.push(`    <image:image><image:loc>${escapeXml(image)}</image:loc></image:image>`);
  return ['  <url>', ...lines, '  </url>'].join('\n');
}

/** A `urlset` of the given URLs (callers serve none when the list is empty). */
export function urlsetXml(urls: readonly SitemapUrl[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n${URLSET_OPEN}\n${urls.map(urlXml).join('\n')}\n</urlset>\n`;
}
