import { withRoute } from '@/lib/server/http/route';
import { siteIconSvg } from '@/lib/server/seo/site-icon';
import { getSite } from '@/lib/server/sites/get-site';

// GET /icon.svg (rewritten here by the proxy): the site's icon in the site's colour.
export const GET = withRoute({ auth: 'none' }, async ({ context }) => {
  const site = await getSite(context.site.key);
  return new Response(siteIconSvg(site.theme), {
    headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' },
  });
});
