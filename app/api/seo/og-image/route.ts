import { z } from 'zod';
import { LOCALES } from '@/lib/config/locales';
import { withRoute } from '@/lib/server/http/route';
import { renderOgImage } from '@/lib/server/seo/og-image';
import { getSite } from '@/lib/server/sites/get-site';

const query = z.object({ lang: z.enum(LOCALES).optional() }).strict();

// GET /og-image.png?lang=xx (rewritten here by the proxy): the site's Open Graph image in one language.
export const GET = withRoute({ auth: 'none', query }, async ({ query: q, context }) => {
  const site = await getSite(context.site.key);
  const png = await renderOgImage(site, q.lang ?? context.site.domainLanguage);
  return new Response(png, {
    headers: { 'Content-Type': 'image/png', 'Cache-Control': 'public, max-age=86400, stale-while-revalidate=604800' },
  });
});
