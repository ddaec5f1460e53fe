import { conversationParams, conversationQuerySchema } from '@/lib/schemas/ops/inbox';
import { withRoute } from '@/lib/server/http/route';
import { getInboxConversation } from '@/lib/server/ops/inbox/get-inbox-conversation';

// GET /api/ops/conversations/{id}?before=: the member, the persona, the history, notes, flags and ready texts.
export const GET = withRoute(
  { auth: { ops: ['admin', 'chat'] }, params: conversationParams, query: conversationQuerySchema },
  async ({ params, query, viewer }) => getInboxConversation(viewer, params.id, query.before),
);
