import { absoluteUrl } from '@/lib/seo/templates';

/** A generated seed image of the API (`/api/files/seed/{kind}/{n}.svg`), which also has a PNG rendition. */
const SEED_SVG = /\/api\/files\/seed\/[a-z][a-z-]*\/\d+\.svg$/;

/**
 * The absolute URL of a raster version of an image, for `og:image` and JSON-LD (issue 20 item 2): rich results
 * and link previews accept no SVG. Seed SVGs have a PNG rendition at the same path (`.png`, same `?label=`);
 * uploaded images are already JPEG/PNG/WebP/GIF. Another SVG, or no image, is null.
 */
export function rasterImageUrl(url: string | null | undefined, siteUrl?: string): string | null {
  if (!url || !url.trim()) return null;
  let parsed: URL;
  try {
    parsed = new URL(siteUrl === undefined ? absoluteUrl(url) : absoluteUrl(url, siteUrl));
  } catch {
    return null;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
  if (SEED_SVG.test(parsed.pathname)) parsed.pathname = parsed.pathname.replace(/\.svg$/, '.png');
  else if (/\.svg$/i.test(parsed.pathname)) return null;
  return parsed.toString();
}
