import { idParams } from '@/lib/schemas/chat';
import { chatReportSchema } from '@/lib/schemas/chat-report';
import { reportChat } from '@/lib/server/complaints/report-chat';
import { withRoute } from '@/lib/server/http/route';

// POST /api/chats/{id}/report {client_id, reason, text?}: reports the other member of the conversation to the
// operators with its last messages attached; 201 {complaint: {reference, email}}. Members of the conversation only.
export const POST = withRoute(
  { auth: 'member', body: chatReportSchema, params: idParams },
  async ({ body, params, context, viewer }) => {
    const receipt = await reportChat({
      viewer,
      conversationId: params.id,
      clientId: body.client_id,
      reason: body.reason,
      text: body.text || undefined,
      context,
    });
    return Response.json({ complaint: receipt }, { status: 201 });
  },
);
