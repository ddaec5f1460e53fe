import { idParams } from '@/lib/schemas/chat';
import { markConversationRead } from '@/lib/server/chat/get-conversation';
import { withRoute } from '@/lib/server/http/route';

// PUT /api/chats/{id}/read: the member has seen the conversation; its unread count becomes 0.
export const PUT = withRoute({ auth: 'member', params: idParams }, async ({ params, viewer }) => {
  return markConversationRead({ userId: viewer.id, conversationId: params.id });
});
