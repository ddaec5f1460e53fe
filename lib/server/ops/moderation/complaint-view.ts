import 'server-only';
import { eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '@/lib/db/client';
import { complaints, operators, sites } from '@/lib/db/schema';
import type { ComplaintStatus, OpsComplaint } from '@/lib/schemas/ops/moderation';
import { AppError } from '@/lib/server/core/errors';
import { complaintReference } from '@/lib/utils/complaint-reference';
import type { Operator } from '../operator';
import { assertSiteInScope } from '../scope';

const assignee = alias(operators, 'assignee');
const answerer = alias(operators, 'answerer');

/** Complaints with their site and the names of the operators handling them, as the console shows them. */
export async function complaintRows(db: Db | Tx, where: SQL | undefined, limit = 200): Promise<OpsComplaint[]> {
  const rows = await db
    .select({
      complaint: complaints,
      site: { id: sites.id, key: sites.key, name: sites.name },
      assignee: { id: assignee.id, name: assignee.name },
      answerer: { id: answerer.id, name: answerer.name },
    })
    .from(complaints)
    .innerJoin(sites, eq(sites.id, complaints.siteId))
    .leftJoin(assignee, eq(assignee.id, complaints.assignedTo))
    .leftJoin(answerer, eq(answerer.id, complaints.answeredBy))
    .where(where)
    .orderBy(complaints.createdAt, complaints.id)
    .limit(limit);
  return rows.map(({ complaint: c, site, assignee: a, answerer: b }) => ({
    id: c.id,
    reference: complaintReference(c.id),
    site,
    user_id: c.userId,
    name: c.name,
    email: c.email,
    category: c.category,
    message: c.message,
    locale: c.locale,
    status: c.status as ComplaintStatus,
    assigned_to: a?.id ? { id: a.id, name: a.name } : null,
    answer: c.answer,
    answered_at: c.answeredAt?.toISOString() ?? null,
    answered_by: b?.id ? { id: b.id, name: b.name } : null,
    created_at: c.createdAt.toISOString(),
    conversation_id: c.conversationId,
    attached_messages: c.attachedMessages,
  }));
}

/** The complaint row, locked when asked, or 404 (a complaint on a site the operator may not see does not exist). */
export async function scopedComplaint(
  db: Db | Tx,
  operator: Operator,
  id: string,
  lock = false,
): Promise<typeof complaints.$inferSelect> {
  const query = db.select().from(complaints).where(eq(complaints.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError('not_found');
  assertSiteInScope(operator, row.siteId);
  return row;
}

/** The complaint as the console shows it (after a write: read in the same transaction). */
export async function complaintView(db: Db | Tx, id: string): Promise<OpsComplaint> {
  const [view] = await complaintRows(db, eq(complaints.id, id), 1);
  if (!view) throw new AppError('not_found');
  return view;
}
