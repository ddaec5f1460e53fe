import { idParams, sendMessageSchema } from '@/lib/schemas/chat';
import { sendMessage } from '@/lib/server/chat/send-message';
import { withRoute } from '@/lib/server/http/route';

// POST /api/members/{id}/messages {client_id, body}: the first message to a member opens the conversation.
export const POST = withRoute(
  { auth: 'member', body: sendMessageSchema, params: idParams },
  async ({ body, params, context, viewer }) => {
    return sendMessage({
      sender: viewer,
      siteKey: context.site.key,
      target: { recipientId: params.id },
      clientId: body.client_id,
      body: body.body,
    });
  },
);
