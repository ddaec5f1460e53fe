import 'server-only';
import { getDb } from '@/lib/db/client';
import type { OpsComplaint } from '@/lib/schemas/ops/moderation';
import type { Operator } from '../operator';
import { complaintView, scopedComplaint } from './complaint-view';

/** GET /api/ops/complaints/{id}: 404 for an unknown id and for a complaint on a site outside the operator's scope. */
export async function getComplaint(operator: Operator, id: string): Promise<OpsComplaint> {
  const db = await getDb();
  await scopedComplaint(db, operator, id);
  return complaintView(db, id);
}
