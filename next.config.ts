import type { NextConfig } from 'next';
import { PHASE_PRODUCTION_SERVER } from 'next/constants';
import { API_CONTENT_SECURITY_POLICY, COMMON_SECURITY_HEADERS, STATIC_CONTENT_SECURITY_POLICY } from './lib/security/common-headers';

const nextConfig: NextConfig = {
  // Separate build folders let several builds (tests, benchmarks) coexist.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  reactStrictMode: true,
  images: { unoptimized: true },
  // Inlined at build time: /api/bench-baseline exists only in builds made with
  // MACRODESK_BENCH_BUILD=1, as bench/server.mjs makes them (docs/performance.md).
  env: { MACRODESK_BENCH_BUILD: process.env.MACRODESK_BENCH_BUILD === '1' ? '1' : '' },
  // PGlite loads its WASM and data files beside its own module: keep it (and pg) out of the bundles.
  serverExternalPackages: ['@electric-sql/pglite', 'pg'],
  // Types are checked by `tsc --noEmit` in the test command, once for the whole tree.
  typescript: { ignoreBuildErrors: true },
  // Turbopack keeps its work on disk for the next build; a build made once in a
  // fresh clone (the test command's) has no next build, and writing it took
  // ~11 s there. MACRODESK_BUILD_CACHE=off leaves it out (scripts/test.sh).
  experimental: { turbopackFileSystemCacheForBuild: process.env.MACRODESK_BUILD_CACHE !== 'off' },
  // proxy.ts answers the trailing-slash redirect itself, with the security headers
  // (Next's own redirect goes out before the proxy and without them).
  skipTrailingSlashRedirect: true,
  // proxy.ts sets the headers of everything it sees (pages with a per-request CSP
  // nonce, route handlers, images, sitemap, robots; its values win over these).
  // Build assets and font files never pass through it, so they get theirs here.
  async headers() {
    const common = Object.entries(COMMON_SECURITY_HEADERS).map(([key, value]) => ({ key, value }));
    const locked = [
      { key: 'Content-Security-Policy', value: STATIC_CONTENT_SECURITY_POLICY },
      { key: 'X-Frame-Options', value: 'DENY' },
    ];
    return [
      { source: '/:path*', headers: common },
      { source: '/_next/static/:path*', headers: locked },
      { source: '/fonts/:path*', headers: locked },
      { source: '/api/:path*', headers: [{ key: 'Content-Security-Policy', value: API_CONTENT_SECURITY_POLICY }, locked[1]] },
    ];
  },
};

// next-intl's plugin only configures the bundler (its request config and the
// messages' loader), so the production server, which bundles nothing, goes
// without it and without the native compiler and file watcher it loads
// (docs/operations.md, "Memory").
export default async function config(phase: string): Promise<NextConfig> {
  if (phase === PHASE_PRODUCTION_SERVER) return nextConfig;
  const { default: createNextIntlPlugin } = await import('next-intl/plugin');
  return createNextIntlPlugin({
    requestConfig: './lib/i18n/request.ts',
    // ICU messages are compiled once, at build time, instead of parsed again by
    // every request that formats them (a per-request cost seen in the profile).
    experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
  })(nextConfig);
}
