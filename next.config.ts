import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { NextConfig } from 'next';
import { FAST_SOURCE, fastRewrites } from './lib/routing/fast-path';
import { buildCsp, HSTS_HEADER, STATIC_SECURITY_HEADERS } from './lib/routing/security-headers';
import { LANG_QUERY, LOCALE_COOKIE, localeSetCookie } from './lib/routing/variant';
import { LOCALES } from './lib/constants';
import { uploadOrigins } from './lib/env';
import { IMAGE_OPTIMIZER_QUALITY, IMAGE_OPTIMIZER_WIDTHS, UPLOAD_MAX_BYTES } from './lib/constants';
import { OPTIMIZED_IMAGE_PATHS } from './lib/images/responsive';
import { incrementalCacheHandler } from './lib/http/cache-handler-choice';

const apiBase = (process.env.API_BASE_URL ?? 'http://127.0.0.1:4000/api').replace(/\/$/, '');
const publicCsp = buildCsp({ nonce: null, dev: process.env.NODE_ENV !== 'production', connect: uploadOrigins() });

const distDir = process.env.NEXT_DIST_DIR || '.next';

/**
 * The build's identity (issue 26 item 4), used as both Next's build id and its `deploymentId`: every instance
 * started from one build agrees (they read it back from `<distDir>/BUILD_ID`), and a new build has a new one, so
 * its assets carry another `?dpl=` and a browser holding the old build's chunks is sent a full page load instead
 * of mixing the two. `NEXT_DEPLOYMENT_ID` at build time names it (e.g. the commit, for builds made apart that
 * must agree); otherwise each build draws one. Not set in `next dev`.
 */
function buildIdentity(phase: string): string | undefined {
  if (phase === 'phase-production-build') return process.env.NEXT_DEPLOYMENT_ID || `b${Date.now().toString(36)}${randomBytes(4).toString('hex')}`;
  if (phase !== 'phase-production-server') return undefined;
  const file = path.resolve(__dirname, distDir, 'BUILD_ID');
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : undefined;
}

export default function nextConfig(phase: string): NextConfig {
  const deploymentId = buildIdentity(phase);
  return {
    reactStrictMode: true,
    // Parallel work trees build into their own folder (NEXT_DIST_DIR); the default is .next.
    distDir,
    ...(deploymentId ? { deploymentId, generateBuildId: () => deploymentId } : {}),
    // REDIS_URL at run time: ISR and the data cache in Redis, shared by every web instance (lib/http/cache-handler-choice.ts).
    cacheHandler: incrementalCacheHandler(phase, __dirname),
    poweredByHeader: false,
    // ali-oss (large uploads, loaded in the browser only) pulls Node-only modules into a server build.
    serverExternalPackages: ['ali-oss'],
    // No page uses next/image. `/_next/image` is bounded anyway (issue 17 item 7, attack list 40): no remote host at
    // all (an absolute url= is 400), local sources only from the storage stand-in's objects (uploaded images are at
    // most 40 megapixels, checked from their header), never more than the image upload limit read, two widths.
    images: {
      remotePatterns: [],
      localPatterns: OPTIMIZED_IMAGE_PATHS.map((pathname) => ({ pathname })),
      maximumResponseBody: UPLOAD_MAX_BYTES.image,
      deviceSizes: [...IMAGE_OPTIMIZER_WIDTHS],
      imageSizes: [],
      qualities: [IMAGE_OPTIMIZER_QUALITY],
      dangerouslyAllowSVG: false,
    },
    // The type check runs once in `npm test` (tsc over the whole repo, backend included), not again here.
    typescript: { ignoreBuildErrors: true },
    async rewrites() {
      return {
        // Public pages without the proxy: the variant from the locale cookie, user agent and page query.
        beforeFiles: fastRewrites(),
        // The browser reaches the platform API same-origin through /api/* (docs/architecture.md).
        afterFiles: [{ source: '/api/:path*', destination: `${apiBase}/:path*` }],
        fallback: [],
      };
    },
    // The proxy sets these on the pages it handles; these are the same for the pages it does not see.
    async headers() {
      const headers = { ...STATIC_SECURITY_HEADERS, 'Content-Security-Policy': publicCsp };
      const source = `/:path(${FAST_SOURCE})`;
      return [
        { source, headers: Object.entries(headers).map(([key, value]) => ({ key, value })) },
        // HSTS only when served over https (behind a TLS-terminating proxy: X-Forwarded-Proto).
        { source, has: [{ type: 'header', key: 'x-forwarded-proto', value: 'https' }], headers: [{ key: HSTS_HEADER.name, value: HSTS_HEADER.value }] },
        // issue 31 item 2: `?lang=en` stores the language server-side (the proxy does the same for its pages)
        ...LOCALES.map((locale) => ({
          source,
          has: [{ type: 'query' as const, key: LANG_QUERY, value: locale }],
          missing: [{ type: 'cookie' as const, key: LOCALE_COOKIE, value: locale }],
          headers: [{ key: 'Set-Cookie', value: localeSetCookie(locale, process.env.NEXT_PUBLIC_COOKIE_DOMAIN || undefined) }],
        })),
      ];
    },
    experimental: {
      // Route matching is case-sensitive, as the proxy's matcher and the route table are.
      caseSensitiveRoutes: true,
      optimizePackageImports: ['antd'],
      // A CI machine builds from a clean clone once: writing Turbopack's build cache there only costs time
      // (115 s + 16 s of compaction seen on this 2-core machine under load); a working copy keeps it for the next build.
      turbopackFileSystemCacheForBuild: !process.env.CI,
    },
  };
}
