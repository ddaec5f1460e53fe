import { withRoute } from '@/lib/server/http/route';
import { siteIconSvg } from '@/lib/server/seo/site-icon';
import { getSite } from '@/lib/server/sites/get-site';
import { siteColour } from '@/lib/server/sites/site-brand';

// GET /icon.svg (rewritten here by the proxy): the site's icon in the site's colour.
export const GET = withRoute({ auth: 'none' }, async ({ context }) => {
  const site = await getSite(context.site.key);
  return new Response(siteIconSvg(siteColour(site)), {
    headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' },
  });
});
