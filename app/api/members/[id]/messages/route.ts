import { idParams, sendMessageSchema } from '@/lib/schemas/chat';
import { requireUser } from '@/lib/server/auth/session';
import { sendMessage } from '@/lib/server/chat/send-message';
import { withRoute } from '@/lib/server/http/route';

// POST /api/members/{id}/messages {client_id, body}: the first message to a member opens the conversation.
export const POST = withRoute({ body: sendMessageSchema, params: idParams }, async ({ request, body, params, context }) => {
  const user = await requireUser(request, context.site.id);
  return sendMessage({ sender: user, siteKey: context.site.key, target: { recipientId: params.id }, clientId: body.client_id, body: body.body });
});
