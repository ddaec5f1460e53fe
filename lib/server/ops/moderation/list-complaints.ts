import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { complaints } from '@/lib/db/schema';
import type { ComplaintListQuery, OpsComplaint } from '@/lib/schemas/ops/moderation';
import type { Operator } from '../operator';
import { mayViewSite, siteScope } from '../scope';
import { complaintRows } from './complaint-view';

/**
 * GET /api/ops/complaints: the complaints of the operator's sites, oldest first (the one waiting longest is
 * answered first), filtered by status and site. A site outside the operator's scope lists nothing.
 */
export async function listComplaints(operator: Operator, query: ComplaintListQuery): Promise<OpsComplaint[]> {
  if (query.site !== undefined && !mayViewSite(operator, query.site)) return [];
  const db = await getDb();
  return complaintRows(
    db,
    and(
      siteScope(operator, complaints.siteId),
      query.status ? eq(complaints.status, query.status) : undefined,
      query.site !== undefined ? eq(complaints.siteId, query.site) : undefined,
    ),
  );
}
