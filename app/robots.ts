import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/seo/templates';

/**
 * robots.txt: public pages are crawlable; private and preview pages are not; the sitemap index is named.
 * The API is closed except its files (issue 20 item 2): every image is served under `/api/files/…`, and the longer
 * `Allow` wins over `Disallow: /api/` for crawlers that follow RFC 9309.
 */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: [
      {
        userAgent: '*',
        allow: ['/', '/api/files/'],
        disallow: ['/api/', '/preview/', '/mine/', '/message/', '/system-message', '/edit-info', '/payment', '/pay', '/redirect'],
      },
    ],
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
