import { deleteChatSchema } from '@/lib/schemas/chat';
import { requireUser } from '@/lib/server/auth/session';
import { deleteChat } from '@/lib/server/chat/delete-chat';
import { withRoute } from '@/lib/server/http/route';

// DELETE /api/chat (alias chat.php) {conversation}: removes a conversation from the member's list.
export const DELETE = withRoute({ body: deleteChatSchema }, async ({ request, body, context }) => {
  const user = await requireUser(request, context.site.id);
  return deleteChat({ userId: user.id, conversationId: body.conversation });
});
