import 'server-only';
import { and, asc, eq, isNull, or } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { cannedReplies } from '@/lib/db/schema';
import { now } from '@/lib/server/core/clock';
import { AppError } from '@/lib/server/core/errors';
import { recordAudit } from '@/lib/server/ops/audit';
import type { Operator } from '@/lib/server/ops/operator';
import { assertSiteInScope, mayUseArea, siteScope } from '@/lib/server/ops/scope';
import { uuidv7 } from '@/lib/utils/uuid';

type Row = typeof cannedReplies.$inferSelect;
type Input = { language: string; site_id?: number | null; title: string; body: string };

const view = (r: Row) => ({
  id: r.id,
  language: r.language,
  site_id: r.siteId,
  title: r.title,
  body: r.body,
  updated_at: r.updatedAt.toISOString(),
});

/** A reply for every site (site_id null) or for one of the operator's sites; another site's reply is 404. */
function visible(operator: Operator) {
  return or(isNull(cannedReplies.siteId), siteScope(operator, cannedReplies.siteId));
}

/** Canned replies (admins and chat operators read them; only admins write), optionally in one language. */
export async function listCannedReplies(operator: Operator, query: { language?: string }) {
  if (!mayUseArea(operator, 'inbox')) throw new AppError('forbidden');
  const db = await getDb();
  const rows = await db
    .select()
    .from(cannedReplies)
    .where(and(visible(operator), query.language ? eq(cannedReplies.language, query.language) : undefined))
    .orderBy(asc(cannedReplies.language), asc(cannedReplies.title));
  return { canned_replies: rows.map(view) };
}

function assertAdmin(operator: Operator) {
  if (operator.role !== 'admin') throw new AppError('forbidden');
}

export async function createCannedReply(operator: Operator, input: Input) {
  assertAdmin(operator);
  if (input.site_id != null) assertSiteInScope(operator, input.site_id);
  else if (operator.siteIds !== null) throw new AppError('forbidden');
  const db = await getDb();
  return db.transaction(async (tx) => {
    const at = now();
    const [row] = await tx
      .insert(cannedReplies)
      .values({
        id: uuidv7(),
        language: input.language,
        siteId: input.site_id ?? null,
        title: input.title,
        body: input.body,
        createdBy: operator.id,
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    if (!row) throw new Error('canned reply not stored');
    await recordAudit(tx, operator, {
      action: 'canned_reply.create',
      targetType: 'canned_reply',
      targetId: row.id,
      siteId: row.siteId,
      after: view(row),
    });
    return { canned_reply: view(row) };
  });
}

/**
 * A reply the admin may change: one they can see (else 404); a reply for every site only an admin of every site
 * changes (403 forbidden, as creating one), so an admin of some sites cannot rewrite what other sites' operators send.
 */
async function ownRow(operator: Operator, id: string) {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(cannedReplies)
    .where(and(eq(cannedReplies.id, id), visible(operator)));
  if (!row) throw new AppError('not_found');
  if (row.siteId === null && operator.siteIds !== null) throw new AppError('forbidden');
  return row;
}

export async function updateCannedReply(operator: Operator, id: string, patch: Partial<Input>) {
  assertAdmin(operator);
  const before = await ownRow(operator, id);
  if (patch.site_id != null) assertSiteInScope(operator, patch.site_id);
  else if (patch.site_id === null && operator.siteIds !== null) throw new AppError('forbidden');
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(cannedReplies)
      .set({
        ...(patch.language ? { language: patch.language } : {}),
        ...(patch.site_id !== undefined ? { siteId: patch.site_id } : {}),
        ...(patch.title ? { title: patch.title } : {}),
        ...(patch.body ? { body: patch.body } : {}),
        updatedAt: now(),
      })
      .where(eq(cannedReplies.id, id))
      .returning();
    if (!row) throw new AppError('not_found');
    await recordAudit(tx, operator, {
      action: 'canned_reply.update',
      targetType: 'canned_reply',
      targetId: id,
      siteId: row.siteId,
      before: view(before),
      after: view(row),
    });
    return { canned_reply: view(row) };
  });
}

export async function deleteCannedReply(operator: Operator, id: string) {
  assertAdmin(operator);
  const before = await ownRow(operator, id);
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx.delete(cannedReplies).where(eq(cannedReplies.id, id));
    await recordAudit(tx, operator, {
      action: 'canned_reply.delete',
      targetType: 'canned_reply',
      targetId: id,
      siteId: before.siteId,
      before: view(before),
    });
  });
  return { deleted: true };
}
