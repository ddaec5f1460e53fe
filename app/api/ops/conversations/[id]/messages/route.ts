import { answerSchema, conversationParams } from '@/lib/schemas/ops/inbox';
import { withRoute } from '@/lib/server/http/route';
import { answerConversation } from '@/lib/server/ops/inbox/answer-conversation';

// POST /api/ops/conversations/{id}/messages {client_id, body}: answer as the persona (a live claim of one's own).
export const POST = withRoute(
  { auth: { ops: ['admin', 'chat'] }, params: conversationParams, body: answerSchema },
  async ({ params, body, viewer }) =>
    answerConversation(viewer, params.id, { clientId: body.client_id, body: body.body }),
);
