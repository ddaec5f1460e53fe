import { withRoute } from '@/lib/server/http/route';
import { getSettingsBody } from '@/lib/server/settings/get-settings';

// GET /api/settings (settings.php, /api/settings.php): the Settings object for this site, locale and country.
export const GET = withRoute({ auth: 'none' }, async ({ context }) => {
  const body = await getSettingsBody({
    siteKey: context.site.key,
    locale: context.locale,
    country: context.country,
    detectedCountry: context.detectedCountry,
  });
  return new Response(body as BodyInit, {
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'private, max-age=60' },
  });
});
