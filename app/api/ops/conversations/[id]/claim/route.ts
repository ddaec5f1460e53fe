import { conversationParams } from '@/lib/schemas/ops/inbox';
import { withRoute } from '@/lib/server/http/route';
import { claimConversation, releaseConversation } from '@/lib/server/ops/inbox/claim-conversation';

// POST /api/ops/conversations/{id}/claim: claim (or renew: the typing heartbeat); 409 claim_taken when another holds it.
export const POST = withRoute(
  { auth: { ops: ['admin', 'chat'] }, params: conversationParams },
  async ({ params, viewer }) => ({ claim: await claimConversation(viewer, params.id) }),
);

// DELETE /api/ops/conversations/{id}/claim: release the operator's own claim.
export const DELETE = withRoute(
  { auth: { ops: ['admin', 'chat'] }, params: conversationParams },
  async ({ params, viewer }) => releaseConversation(viewer, params.id),
);
