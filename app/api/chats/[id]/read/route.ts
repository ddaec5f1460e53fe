import { idParams } from '@/lib/schemas/chat';
import { requireUser } from '@/lib/server/auth/session';
import { markConversationRead } from '@/lib/server/chat/get-conversation';
import { withRoute } from '@/lib/server/http/route';

// PUT /api/chats/{id}/read: the member has seen the conversation; its unread count becomes 0.
export const PUT = withRoute({ params: idParams }, async ({ request, params, context }) => {
  const user = await requireUser(request, context.site.id);
  return markConversationRead({ userId: user.id, conversationId: params.id });
});
