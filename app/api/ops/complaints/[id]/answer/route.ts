import { complaintAnswerSchema, idParams } from '@/lib/schemas/ops/moderation';
import { withRoute } from '@/lib/server/http/route';
import { answerComplaint } from '@/lib/server/ops/moderation/answer-complaint';

// POST /api/ops/complaints/{id}/answer {body} → {complaint}: mailed to the submitter in the complaint's language.
export const POST = withRoute(
  { auth: { ops: ['admin', 'moderator'] }, params: idParams, body: complaintAnswerSchema },
  async ({ viewer, params, body }) => ({ complaint: await answerComplaint(viewer, params.id, body.body) }),
);
