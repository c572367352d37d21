/**
 * Issue 17 item 7: the browser sends uploads straight to the storage host, so the pages' CSP must let it connect
 * there, and only there: the origin of API_BASE_URL (the bundled stand-in) or the configured STORAGE_ORIGINS.
 */
import { describe, expect, it } from 'vitest';
import { uploadOrigins } from '@/lib/env';
import { buildCsp } from '@/lib/routing/security-headers';

const connectSrc = (csp: string) => csp.split('; ').find((d) => d.startsWith('connect-src '));

describe('security: the CSP allows uploads to the storage host only', () => {
  it('security: the default storage origin is the API host; STORAGE_ORIGINS replaces it (origins only, bad entries dropped)', () => {
    expect(uploadOrigins({ API_BASE_URL: 'http://127.0.0.1:4310/api', STORAGE_ORIGINS: undefined })).toEqual(['http://127.0.0.1:4310']);
    expect(uploadOrigins({ API_BASE_URL: 'http://127.0.0.1:4000/api', STORAGE_ORIGINS: 'https://bucket.oss-cn-hangzhou.aliyuncs.com/x, javascript:alert(1), nonsense' })).toEqual([
      'https://bucket.oss-cn-hangzhou.aliyuncs.com',
    ]);
  });

  it('security: connect-src names the storage origin on public and personal pages, and nothing else beyond self and sockets', () => {
    for (const nonce of [null, 'abc']) {
      const csp = buildCsp({ nonce, dev: false, connect: ['http://127.0.0.1:4310'] });
      expect(connectSrc(csp)).toBe("connect-src 'self' ws: wss: http://127.0.0.1:4310");
    }
    expect(connectSrc(buildCsp({ nonce: null, dev: false }))).toBe("connect-src 'self' ws: wss:");
  });
});
