import { listContentTokens } from '@/lib/server/content/get-content-page';
import { withRoute } from '@/lib/server/http/route';
import { publicUrls, sitemapXml } from '@/lib/server/seo/public-urls';

// GET /sitemap.xml (rewritten here by the proxy): only this domain's public URLs.
export const GET = withRoute({ auth: 'none' }, async ({ context }) => {
  const tokens = await listContentTokens(context.site.id);
  return new Response(sitemapXml(publicUrls(context.site, tokens)), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
});
