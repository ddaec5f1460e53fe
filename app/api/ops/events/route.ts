import { eventsQuerySchema } from '@/lib/schemas/events';
import { lastEventId, liveStreamResponse } from '@/lib/server/events/live-stream';
import { withRoute } from '@/lib/server/http/route';
import { OPS_AREAS } from '@/lib/server/ops/scope';

export const dynamic = 'force-dynamic';

// GET /api/ops/events?last=: the inbox's live stream for the sites the operator may see (`inbox` events).
export const GET = withRoute(
  { auth: { ops: OPS_AREAS.inbox }, query: eventsQuerySchema },
  async ({ request, query, viewer }) =>
    liveStreamResponse(
      { operatorId: viewer.id, siteIds: viewer.siteIds, sessionVersion: viewer.sessionVersion },
      lastEventId(request.headers.get('last-event-id'), query.last),
      request.signal,
    ),
);
