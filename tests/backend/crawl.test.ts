/**
 * Issue 20 (crawlers): raster renditions of the seed images (item 2), update times for sitemaps (item 1) and
 * private circles kept from visitors and non-members (item 10).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from './helpers';

let api: TestApi;

beforeAll(async () => {
  api = await createTestApi();
});

afterAll(async () => {
  await api.close();
});

describe('issue 20 item 2: raster renditions of seed images', () => {
  it('a seed cover has a PNG rendition at the same path, cacheable for a year; the SVG stays as it was', async () => {
    const png = await api.app.inject({ method: 'GET', url: '/api/files/seed/cover/12.png?label=%E9%A3%9F%E5%93%81' });
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['cache-control']).toContain('immutable');
    expect(png.rawPayload.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(true);
    // 640 × 360 at 144 dpi → 1280 × 720: read from the IHDR chunk
    expect(png.rawPayload.readUInt32BE(16)).toBe(1280);
    expect(png.rawPayload.readUInt32BE(20)).toBe(720);
    const svg = await api.app.inject({ method: 'GET', url: '/api/files/seed/cover/12.svg' });
    expect(svg.headers['content-type']).toContain('image/svg+xml');
  });

  it('an unknown kind or a file that is neither .svg nor .png is refused', async () => {
    expect((await api.app.inject({ method: 'GET', url: '/api/files/seed/nothing/1.png' })).json().code).toBe(404);
    expect((await api.app.inject({ method: 'GET', url: '/api/files/seed/cover/1.gif' })).json().code).toBe(1);
  });
});
