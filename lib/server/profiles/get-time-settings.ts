import 'server-only';
import { eq } from 'drizzle-orm';
import { cookies, headers } from 'next/headers';
import { TIME_ZONE_COOKIE } from '@/lib/config/constants';
import type { Locale } from '@/lib/config/locales';
import { getDb } from '@/lib/db/client';
import { profiles } from '@/lib/db/schema';
import { INTERNAL_HEADERS } from '@/lib/edge/internal-headers';
import { nowMs } from '@/lib/server/core/clock';
import { getSite } from '@/lib/server/sites/get-site';
import { resolveTimeSettings, type TimeSettings } from '@/lib/utils/time';

/**
 * How a member page shows times to this member (README "Decisions"): the zone their browser reported,
 * else their country's, else this request's country's, else the site's; the page's language in their
 * country's regional format; and the server's clock now. Reads the request: member pages only.
 */
export async function getTimeSettings(siteKey: string, userId: string, locale: Locale): Promise<TimeSettings> {
  const db = await getDb();
  const [store, requestHeaders, site, [profile]] = await Promise.all([
    cookies(),
    headers(),
    getSite(siteKey),
    db.select({ country: profiles.country }).from(profiles).where(eq(profiles.userId, userId)),
  ]);
  return resolveTimeSettings({
    language: locale,
    browserZone: store.get(TIME_ZONE_COOKIE)?.value,
    memberCountry: profile?.country,
    visitorCountry: requestHeaders.get(INTERNAL_HEADERS.country),
    siteCountry: site.defaultCountry,
    now: nowMs(),
  });
}
