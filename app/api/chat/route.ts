import { deleteChatSchema } from '@/lib/schemas/chat';
import { deleteChat } from '@/lib/server/chat/delete-chat';
import { withRoute } from '@/lib/server/http/route';

// DELETE /api/chat (alias chat.php) {conversation}: removes a conversation from the member's list.
export const DELETE = withRoute({ auth: 'member', body: deleteChatSchema }, async ({ body, viewer }) => {
  return deleteChat({ userId: viewer.id, conversationId: body.conversation });
});
