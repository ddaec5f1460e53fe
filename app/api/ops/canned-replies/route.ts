import { cannedRepliesQuerySchema, cannedReplySchema } from '@/lib/schemas/ops/inbox';
import { withRoute } from '@/lib/server/http/route';
import { createCannedReply, listCannedReplies } from '@/lib/server/ops/canned/canned-replies';

// GET /api/ops/canned-replies?language=: the canned replies (admins and chat operators).
export const GET = withRoute(
  { auth: { ops: ['admin', 'chat'] }, query: cannedRepliesQuerySchema },
  async ({ query, viewer }) => listCannedReplies(viewer, query),
);

// POST /api/ops/canned-replies {language, site_id?, title, body}: admins only.
export const POST = withRoute({ auth: { ops: ['admin'] }, body: cannedReplySchema }, async ({ body, viewer }) =>
  createCannedReply(viewer, body),
);
