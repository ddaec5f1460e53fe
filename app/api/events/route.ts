import { eventsQuerySchema } from '@/lib/schemas/events';
import { lastEventId, liveStreamResponse } from '@/lib/server/events/live-stream';
import { withRoute } from '@/lib/server/http/route';

// A stream stays open for minutes: never prerendered, never cached.
export const dynamic = 'force-dynamic';

// GET /api/events?last=: the member's live stream (text/event-stream), replaying after Last-Event-ID.
export const GET = withRoute({ auth: 'member', query: eventsQuerySchema }, async ({ request, query, viewer }) =>
  liveStreamResponse(
    { userId: viewer.id, sessionVersion: viewer.sessionVersion },
    lastEventId(request.headers.get('last-event-id'), query.last),
    request.signal,
  ),
);
