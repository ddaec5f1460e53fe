import { withRoute } from '@/lib/server/http/route';
import { publicUrls, sitemapXml } from '@/lib/server/seo/public-urls';

// GET /sitemap.xml (rewritten here by the proxy): only this domain's public URLs.
export const GET = withRoute({}, async ({ context }) =>
  new Response(sitemapXml(publicUrls(context.site)), { headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } }),
);
