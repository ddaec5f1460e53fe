import { conversationIdSchema, messagesQuerySchema } from '@/lib/schemas/chat';
import { requireUser } from '@/lib/server/auth/session';
import { getConversation } from '@/lib/server/chat/get-conversation';
import { AppError } from '@/lib/server/http/errors';
import { withRoute } from '@/lib/server/http/route';

// GET /api/chats/{id}?before={messageId}: a page of the conversation, oldest first.
export const GET = withRoute<undefined, { before?: string }, { id: string }>({ query: messagesQuerySchema }, async ({ request, query, params, context }) => {
  const user = await requireUser(request, context.site.id);
  const id = conversationIdSchema.safeParse(params.id);
  if (!id.success) throw new AppError('not_found');
  return getConversation({ userId: user.id, conversationId: id.data, before: query.before });
});
