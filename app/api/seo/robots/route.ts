import { withRoute } from '@/lib/server/http/route';
import { robotsTxt } from '@/lib/server/seo/public-urls';

// GET /robots.txt (rewritten here by the proxy): per domain, pointing at that domain's sitemap.
export const GET = withRoute(
  { auth: 'none' },
  async ({ context }) =>
    new Response(robotsTxt(context.site), {
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
    }),
);
