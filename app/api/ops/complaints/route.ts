import { complaintListQuery } from '@/lib/schemas/ops/moderation';
import { withRoute } from '@/lib/server/http/route';
import { listComplaints } from '@/lib/server/ops/moderation/list-complaints';

// GET /api/ops/complaints?status=&site= → {complaints}, oldest first, of the operator's sites.
export const GET = withRoute(
  { auth: { ops: ['admin', 'moderator'] }, query: complaintListQuery },
  async ({ viewer, query }) => ({ complaints: await listComplaints(viewer, query) }),
);
