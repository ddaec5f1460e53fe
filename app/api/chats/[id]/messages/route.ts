import { conversationIdSchema, sendMessageSchema } from '@/lib/schemas/chat';
import { requireUser } from '@/lib/server/auth/session';
import { sendMessage } from '@/lib/server/chat/send-message';
import { AppError } from '@/lib/server/http/errors';
import { withRoute } from '@/lib/server/http/route';

// POST /api/chats/{id}/messages {client_id, body}: a message in an existing conversation, charged once.
export const POST = withRoute({ body: sendMessageSchema }, async ({ request, body, params, context }) => {
  const user = await requireUser(request, context.site.id);
  const id = conversationIdSchema.safeParse(params.id);
  if (!id.success) throw new AppError('not_found');
  return sendMessage({ sender: user, siteKey: context.site.key, target: { conversationId: id.data }, clientId: body.client_id, body: body.body });
});
