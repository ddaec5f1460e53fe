import { withRoute } from '@/lib/server/http/route';
import { pwaIconQuerySchema, sitePwaIcon } from '@/lib/server/push/pwa-icon';

// GET /pwa-icon.png?size=192|512&purpose=any|maskable (rewritten here by the proxy): the installed app's icon, drawn per site.
export const GET = withRoute({ auth: 'none', query: pwaIconQuerySchema }, async ({ context, query }) => {
  const png = await sitePwaIcon(context.site.key, query);
  return new Response(new Uint8Array(png), {
    headers: { 'Content-Type': 'image/png', 'Cache-Control': 'public, max-age=86400' },
  });
});
