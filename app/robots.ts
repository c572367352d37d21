import type { MetadataRoute } from 'next';

/** robots.txt: public pages are crawlable; private and preview pages are not. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: [
      {
        userAgent: '*',
        allow: '/',
        disallow: ['/api/', '/preview/', '/mine/', '/message/', '/system-message', '/edit-info', '/payment', '/pay', '/redirect'],
      },
    ],
  };
}
