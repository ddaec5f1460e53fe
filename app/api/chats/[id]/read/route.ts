import { conversationIdSchema } from '@/lib/schemas/chat';
import { requireUser } from '@/lib/server/auth/session';
import { markConversationRead } from '@/lib/server/chat/get-conversation';
import { AppError } from '@/lib/server/http/errors';
import { withRoute } from '@/lib/server/http/route';

// PUT /api/chats/{id}/read: the member has seen the conversation; its unread count becomes 0.
export const PUT = withRoute<undefined, undefined, { id: string }>({}, async ({ request, params, context }) => {
  const user = await requireUser(request, context.site.id);
  const id = conversationIdSchema.safeParse(params.id);
  if (!id.success) throw new AppError('not_found');
  return markConversationRead({ userId: user.id, conversationId: id.data });
});
