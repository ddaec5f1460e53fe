import 'server-only';
import { sql } from 'drizzle-orm';
import type { Tx } from '@/lib/db/client';
import { liveEvents, type LiveEventKind } from '@/lib/db/schema';

/** Who receives a live event: one member (every tab they have open), or the operators of one site. */
export type LiveAudience = { userId: string } | { opsSiteId: number };

/** The NOTIFY channel every instance LISTENs on (lib/server/events/bus.ts). */
export const LIVE_CHANNEL = 'live_events';

/**
 * Announces a change to its audience's live streams (issue 16): a row in `live_events`, written in the
 * change's own transaction (so the event exists exactly when the change committed), and a NOTIFY that every
 * instance receives at commit. An event is a hint; the client re-fetches what it names.
 */
export async function publishEvent(tx: Tx, to: LiveAudience, kind: LiveEventKind, ref?: string): Promise<void> {
  const [row] = await tx
    .insert(liveEvents)
    .values({
      userId: 'userId' in to ? to.userId : null,
      opsSiteId: 'opsSiteId' in to ? to.opsSiteId : null,
      kind,
      ref: ref ?? null,
    })
    .returning({ id: liveEvents.id });
  if (!row) throw new Error('live event not stored');
  // Kind and ref ride along, so that a stream writes the event without reading it back (the row is for replays).
  const event = { id: row.id, k: kind, r: ref ?? null };
  const payload = 'userId' in to ? { u: to.userId, ...event } : { s: to.opsSiteId, ...event };
  await tx.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(payload)})`);
}
