import { withRoute } from '@/lib/server/http/route';
import { siteFaviconIco } from '@/lib/server/seo/site-icon';
import { getSite } from '@/lib/server/sites/get-site';
import { siteColour } from '@/lib/server/sites/site-brand';

// GET /favicon.ico (rewritten here by the proxy): the site's icon in the site's colour, for browsers that ask for the ICO.
export const GET = withRoute({ auth: 'none' }, async ({ context }) => {
  const site = await getSite(context.site.key);
  const ico = await siteFaviconIco(siteColour(site));
  return new Response(new Uint8Array(ico), {
    headers: { 'Content-Type': 'image/x-icon', 'Cache-Control': 'public, max-age=86400' },
  });
});
