import { inboxQuerySchema } from '@/lib/schemas/ops/inbox';
import { withRoute } from '@/lib/server/http/route';
import { listInbox } from '@/lib/server/ops/inbox/list-inbox';

// GET /api/ops/inbox?cursor=&limit=: conversations waiting for a persona's answer, "are you real?" first, oldest first.
export const GET = withRoute({ auth: { ops: ['admin', 'chat'] }, query: inboxQuerySchema }, async ({ query, viewer }) =>
  listInbox(viewer, query),
);
