import { siteLogoQuerySchema } from '@/lib/schemas/site-logo';
import { withRoute } from '@/lib/server/http/route';
import { getPublicLogo } from '@/lib/server/sites/site-brand';

// GET /logo.webp?v=<version> (rewritten here by the proxy): the site's logo (image/webp); 404 when it has none.
// The current version's URL never changes its bytes (a new upload has a new version), so it is cached for a year;
// any other URL (no or an old version) answers the current logo for a few minutes only.
export const GET = withRoute({ auth: 'none', query: siteLogoQuerySchema }, async ({ context, query }) => {
  const logo = await getPublicLogo(context.site.key);
  const current = query.v === logo.version;
  return new Response(new Uint8Array(logo.body), {
    headers: {
      'Content-Type': 'image/webp',
      'Cache-Control': current ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
      ETag: `"${logo.version}"`,
      'X-Content-Type-Options': 'nosniff',
    },
  });
});
