import { idParams, messagesQuerySchema } from '@/lib/schemas/chat';
import { requireUser } from '@/lib/server/auth/session';
import { getConversation } from '@/lib/server/chat/get-conversation';
import { withRoute } from '@/lib/server/http/route';

// GET /api/chats/{id}?before={messageId}: a page of the conversation, oldest first.
export const GET = withRoute({ query: messagesQuerySchema, params: idParams }, async ({ request, query, params, context }) => {
  const user = await requireUser(request, context.site.id);
  return getConversation({ userId: user.id, conversationId: params.id, before: query.before });
});
