import { auditQuerySchema } from '@/lib/schemas/ops/audit';
import { withRoute } from '@/lib/server/http/route';
import { listAudit } from '@/lib/server/ops/audit/list-audit';

// GET /api/ops/audit?operator=&target_type=&site=&before=&limit= (admin): {entries, next_before}, newest first.
export const GET = withRoute({ auth: { ops: ['admin'] }, query: auditQuerySchema }, async ({ viewer, query }) =>
  listAudit(viewer, query),
);
