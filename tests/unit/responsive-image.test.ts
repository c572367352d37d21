// @vitest-environment node
/**
 * Issue 28 item 1: pictures the image optimizer may serve get a WebP `srcSet` at its widths and the caller's
 * `sizes`; every other address (a CDN, an SVG, a query string) is left as it is. Each source of the set passes
 * Next's own parameter check on next.config.ts (what would otherwise answer 400).
 */
import { imageConfigDefault } from 'next/dist/shared/lib/image-config';
import { ImageOptimizerCache } from 'next/dist/server/image-optimizer';
import { describe, expect, it } from 'vitest';
import nextConfig from '@/next.config';
import { responsiveImage } from '@/lib/images/responsive';

const images = { ...imageConfigDefault, ...nextConfig('phase-production-server').images };

describe('responsive pictures', () => {
  it('a banner, a seeded photo and a stored upload get a srcSet of optimizer URLs that Next accepts', () => {
    for (const src of ['/api/files/banner/0.png', '/api/files/seed/photo/pouch-2.jpg', '/api/files/oss/image/post/a.webp']) {
      const picture = responsiveImage(src, '100vw');
      expect(picture.src).toBe(src);
      expect(picture.sizes).toBe('100vw');
      const candidates = (picture.srcSet ?? '').split(', ');
      expect(candidates).toHaveLength(2);
      for (const candidate of candidates) {
        const [url, width] = candidate.split(' ');
        const query = Object.fromEntries(new URL(url!, 'http://x').searchParams);
        expect(query.url).toBe(src);
        expect(`${query.w}w`).toBe(width);
        const checked = ImageOptimizerCache.validateParams({ headers: {} } as never, query, { images } as never, false) as { errorMessage?: string };
        expect(checked.errorMessage, candidate).toBeUndefined();
      }
    }
  });

  it('an SVG, another site, a query string and a path outside the stored pictures stay as they are', () => {
    for (const src of ['/api/files/seed/avatar/1.svg', 'https://cdn.example/a.png', '/api/files/banner/0.png?x=1', '/api/news/news/1.png', '//evil.example/a.png']) {
      expect(responsiveImage(src, '100vw')).toEqual({ src });
    }
  });
});
