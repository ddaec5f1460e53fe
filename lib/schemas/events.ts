import { z } from 'zod';

/**
 * `GET /api/events?last=` and `GET /api/ops/events?last=`: the last event id the client has, for the
 * first connect of an EventSource (which cannot send the Last-Event-ID header until it reconnects).
 */
export const eventsQuerySchema = z.strictObject({
  last: z
    .string()
    .regex(/^\d{1,15}$/, { error: 'cursor_invalid' })
    .optional(),
});

/**
 * What one `data:` line of the live stream carries (issue 16): a hint naming what changed, never the
 * change itself. `ready`: the stream is open (its `id:` is where it starts); `reset`: the client is too
 * far behind for a replay and re-fetches everything.
 */
export type LiveMessage = { kind: LiveHintKind | 'ready' | 'reset'; ref?: string | null };

/** The kinds of `live_events` (lib/db/schema/live.ts; lib/server/events/bus.ts checks that the two agree). */
export type LiveHintKind = 'message' | 'read' | 'like' | 'match' | 'credits' | 'inbox';

/** Browsers wait this long before reconnecting a stream that ended (the `retry:` line). */
export const LIVE_RETRY_MS = 3_000;
