import { idParams, messageContent, sendMessageSchema } from '@/lib/schemas/chat';
import { sendMessage } from '@/lib/server/chat/send-message';
import { withRoute } from '@/lib/server/http/route';

// POST /api/chats/{id}/messages {client_id, body} or {client_id, kind, gift_id | gif_id | photo_id}: a message in an existing conversation, charged once.
export const POST = withRoute(
  { auth: 'member', body: sendMessageSchema, params: idParams },
  async ({ body, params, context, viewer }) => {
    return sendMessage({
      sender: viewer,
      siteKey: context.site.key,
      target: { conversationId: params.id },
      clientId: body.client_id,
      content: messageContent(body),
      locale: context.locale,
    });
  },
);
