// @vitest-environment node
/**
 * Attack list 40 / issue 17 item 7: `/_next/image` never fetches an address an attacker names and never passes
 * an original of any size through. Next's own parameter check (what answers 400) is run on next.config.ts.
 */
import { imageConfigDefault } from 'next/dist/shared/lib/image-config';
import { ImageOptimizerCache } from 'next/dist/server/image-optimizer';
import { describe, expect, it } from 'vitest';
import nextConfig from '@/next.config';
import { UPLOAD_MAX_BYTES } from '@/lib/constants';

const images = { ...imageConfigDefault, ...nextConfig('phase-production-server').images };
const validate = (url: string, w = '640') =>
  ImageOptimizerCache.validateParams({ headers: {} } as never, { url, w, q: '75' }, { images } as never, false) as { errorMessage?: string };

describe('security 40: /_next/image', () => {
  it('security 40: metadata, loopback, file and any remote URL are refused (400) before anything is fetched', () => {
    for (const url of ['http://169.254.169.254/latest/meta-data/', 'http://127.0.0.1:4000/api/oss', 'http://localhost:3000/', 'file:///etc/passwd', 'https://evil.example/a.png', '//evil.example/a.png']) {
      expect(validate(url).errorMessage, url).toBeTruthy();
    }
  });

  it('security 40: local sources are only the storage stand-in objects, banners and seeded photos, read up to the image upload limit, at two widths', () => {
    expect(validate('/api/files/oss/image/post/a.png').errorMessage).toBeUndefined();
    // issue 28 item 1: the banner pictures and the seeded photos too, nothing else of the API
    expect(validate('/api/files/banner/0.png').errorMessage).toBeUndefined();
    expect(validate('/api/files/seed/photo/pouch-2.jpg').errorMessage).toBeUndefined();
    expect(validate('/api/files/seed/avatar/1.svg').errorMessage).toMatch(/not allowed/);
    expect(validate('/api/news/news/1').errorMessage).toMatch(/not allowed/);
    expect(validate('/api-hooks/revalidate').errorMessage).toMatch(/not allowed/);
    expect(validate('/api/files/oss/image/post/a.png', '3840').errorMessage).toMatch(/"w" parameter/);
    expect(images.maximumResponseBody).toBe(UPLOAD_MAX_BYTES.image);
    expect(images.remotePatterns).toEqual([]);
    expect(images.dangerouslyAllowSVG).toBe(false);
  });
});
