import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { sassSiteThemes } from './lib/config/site-themes';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

const nextConfig: NextConfig = {
  // Separate build folders let several builds (and their end-to-end servers) exist side by side.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // PGlite loads its wasm through new URL(..., import.meta.url); bundling breaks that (toolchain G5).
  serverExternalPackages: ['@electric-sql/pglite', '@node-rs/argon2', 'maxmind', 'sharp'],
  poweredByHeader: false,
  // Only the end-to-end build (E2E_BOUNDARY_ROUTES=1, scripts/test.mjs) takes the pages named page.e2e.tsx: pages
  // that throw, one per layout group, to prove its error boundary (tests/e2e/error-boundaries.spec.ts). Any
  // other build ignores them, so no production server has a way to throw on request.
  pageExtensions: ['tsx', 'ts', 'jsx', 'js', ...(process.env.E2E_BOUNDARY_ROUTES === '1' ? ['e2e.tsx'] : [])],
  reactStrictMode: true,
  // The service worker (public/sw.js) is checked for a new version on every navigation, and controls the whole site.
  headers: async () => [
    {
      source: '/sw.js',
      headers: [
        { key: 'Cache-Control', value: 'no-cache' },
        { key: 'Service-Worker-Allowed', value: '/' },
        { key: 'Content-Type', value: 'text/javascript; charset=utf-8' },
      ],
    },
  ],
  sassOptions: {
    quietDeps: true,
    silenceDeprecations: ['import'],
    // The sites' colours come from one TypeScript source, which mails and icons use as well.
    additionalData: sassSiteThemes(),
  },
  images: {
    // Member photos are served by our own authorising route, never through the optimizer.
    unoptimized: true,
  },
  experimental: {
    // The proxy sees bodies of uploads; keep its buffer bounded. One MB above MAX_PHOTO_BYTES, so that a
    // body the proxy cuts off still reaches the photo route as too large (413), not as a broken image.
    proxyClientMaxBodySize: '9mb',
    // Pages rendered on demand (ISR) stay in Next's bounded in-memory cache instead of being written to
    // disk: each made-up member id or content token answers a 404 that Next would otherwise store as
    // files, so a crawler of random URLs could fill the disk. Shared caching is the page cache's and the CDN's job.
    isrFlushToDisk: false,
  },
};

export default withNextIntl(nextConfig);
