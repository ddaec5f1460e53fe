import { withRoute } from '@/lib/server/http/route';
import { siteManifest } from '@/lib/server/push/pwa-manifest';

// GET /manifest.webmanifest (rewritten here by the proxy): the site's web app manifest in the visitor's language.
export const GET = withRoute({ auth: 'none' }, async ({ context }) =>
  Response.json(await siteManifest(context.site.key, context.locale), {
    headers: { 'Content-Type': 'application/manifest+json', 'Cache-Control': 'public, max-age=3600', Vary: 'Cookie' },
  }),
);
