import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '@/lib/db/client';
import { liveEvents, type LiveEventKind } from '@/lib/db/schema';

/** Who receives a live event: one member (every tab they have open), or the operators of one site. */
export type LiveAudience = { userId: string } | { opsSiteId: number };

/** One event of publishEvents: its audience, its kind and what it names. */
export type LiveEventRequest = { to: LiveAudience; kind: LiveEventKind; ref?: string };

/** The NOTIFY channel every instance LISTENs on (lib/server/events/bus.ts). */
export const LIVE_CHANNEL = 'live_events';

/**
 * Announces a change to its audience's live streams (issue 16): a row in `live_events`, written in the
 * change's own transaction (so the event exists exactly when the change committed), and a NOTIFY that every
 * instance receives at commit. An event is a hint; the client re-fetches what it names.
 */
export async function publishEvent(tx: Tx, to: LiveAudience, kind: LiveEventKind, ref?: string): Promise<void> {
  await publishEvents(tx, [{ to, kind, ref }]);
}

/**
 * Several events of one change (a message: both sides) in ONE statement: one insert of every row and one NOTIFY
 * whose payload is the JSON array of the events, `[{u|s, id, k, r}]` oldest first (kind and ref ride along, so a
 * stream writes an event without reading it back; the rows are for replays). The bus reads it (bus.ts).
 */
export async function publishEvents(tx: Tx, events: readonly LiveEventRequest[]): Promise<void> {
  if (events.length === 0) return;
  await tx.execute(sql`with e as (${insertEvents(events)}) select ${notifyEvents(sql`e`)}`);
}

/**
 * The insert of `events` into live_events, for a statement's CTE (its rows then go to notifyEvents); `when`, a
 * condition in SQL, inserts them only if it holds (on another CTE of the statement).
 */
export function insertEvents(events: readonly LiveEventRequest[], when?: SQL): SQL {
  const rows = sql.join(
    events.map(
      ({ to, kind, ref }) =>
        sql`(${'userId' in to ? to.userId : null}::uuid, ${'opsSiteId' in to ? to.opsSiteId : null}::integer, ${kind}, ${ref ?? null}::text)`,
    ),
    sql`, `,
  );
  return sql`insert into ${liveEvents} (user_id, ops_site_id, kind, ref)
    select * from (values ${rows}) v ${when ? sql`where ${when}` : sql``}
    returning id, user_id, ops_site_id, kind, ref`;
}

/**
 * The NOTIFY of the events a CTE of a statement inserted (`rows`: insertEvents, or another insert returning the
 * same columns), as a scalar subquery: one payload for all of them, none when it inserted nothing.
 */
export function notifyEvents(rows: SQL): SQL {
  return sql`(select pg_notify(
      ${LIVE_CHANNEL},
      json_agg(json_build_object('u', r.user_id, 's', r.ops_site_id, 'id', r.id, 'k', r.kind, 'r', r.ref) order by r.id)::text
    ) from ${rows} r having count(*) > 0)`;
}
