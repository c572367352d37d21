import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/seo/templates';

/** robots.txt: public pages are crawlable; private and preview pages are not; the sitemap index is named. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: [
      {
        userAgent: '*',
        allow: '/',
        disallow: ['/api/', '/preview/', '/mine/', '/message/', '/system-message', '/edit-info', '/payment', '/pay', '/redirect'],
      },
    ],
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
