import 'server-only';
import { sql } from 'drizzle-orm';
import { env } from '@/lib/config/env';
import { getDb } from '@/lib/db/client';
import { landerVisits } from '@/lib/db/schema';
import type { LanderVisitInput } from '@/lib/schemas/visits';
import { now } from '@/lib/server/core/clock';
import type { RequestContext } from '@/lib/server/core/request-context';
import { assertWithinLimit } from '@/lib/server/limits/assert-within-limit';
import { ipKey } from '@/lib/server/limits/limit-keys';

/** Per client address: a person opens a few landers a minute at most; more is a script inflating the numbers. */
const VISIT_WINDOW_MS = 10 * 60_000;

/** The traffic source a visit counts under: the tracking record's network, else `direct`. */
export function visitSource(context: Pick<RequestContext, 'tracking'>): string {
  return context.tracking?.network ?? 'direct';
}

/**
 * POST /api/visits: one lander page view, counted into lander_visits (site, UTC day, lander, source) by an
 * atomic upsert. Landers are cached pages, so the page itself sends this beacon; nothing about the visitor is
 * stored, only the counter (the client address only keys the rate limit).
 */
export async function countLanderVisit(input: { visit: LanderVisitInput; context: RequestContext }): Promise<void> {
  const { visit, context } = input;
  const db = await getDb();
  await assertWithinLimit(db, {
    key: `visits:ip:${ipKey(context.clientIp)}`,
    windowMs: VISIT_WINDOW_MS,
    limit: env().LANDER_VISITS_PER_10_MIN,
    quick: true,
  });
  const day = now().toISOString().slice(0, 10);
  await db
    .insert(landerVisits)
    .values({ siteId: context.site.id, day, lander: visit.lander, source: visitSource(context), visits: 1 })
    .onConflictDoUpdate({
      target: [landerVisits.siteId, landerVisits.day, landerVisits.lander, landerVisits.source],
      set: { visits: sql`${landerVisits.visits} + 1` },
    });
}
