import type { NextConfig } from 'next';

const apiBase = (process.env.API_BASE_URL ?? 'http://127.0.0.1:4000/api').replace(/\/$/, '');

const nextConfig: NextConfig = {
  reactStrictMode: true,
  // Parallel work trees build into their own folder (NEXT_DIST_DIR); the default is .next.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // The type check runs once in `npm test` (tsc over the whole repo, backend included), not again here.
  typescript: { ignoreBuildErrors: true },
  // The browser reaches the platform API same-origin through /api/* (docs/architecture.md).
  async rewrites() {
    return { beforeFiles: [], afterFiles: [{ source: '/api/:path*', destination: `${apiBase}/:path*` }], fallback: [] };
  },
  experimental: {
    optimizePackageImports: ['antd', '@ant-design/icons'],
  },
};

export default nextConfig;
