import { idParams, messagesQuerySchema } from '@/lib/schemas/chat';
import { getConversation } from '@/lib/server/chat/get-conversation';
import { withRoute } from '@/lib/server/http/route';

// GET /api/chats/{id}?before={messageId}: a page of the conversation, oldest first.
export const GET = withRoute(
  { auth: 'member', query: messagesQuerySchema, params: idParams },
  async ({ query, params, viewer }) => {
    return getConversation({
      userId: viewer.id,
      conversationId: params.id,
      paid: viewer.paid,
      before: query.before,
    });
  },
);
