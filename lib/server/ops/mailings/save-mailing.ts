import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { mailings, sites } from '@/lib/db/schema';
import type { MailingCreateInput, MailingPatchInput, OpsMailing } from '@/lib/schemas/ops/mailings';
import { AppError } from '@/lib/server/core/errors';
import { uuidv7 } from '@/lib/utils/uuid';
import { recordAudit } from '../audit';
import type { Operator } from '../operator';
import { assertDraft, assertMailingsAdmin, mailingInReach, mayViewMailing, toOpsMailing } from './mailing-record';
import type { Tx } from '@/lib/db/client';

/** The site a mailing is for must exist and be the operator's; every site (null) only for admins of every site. */
async function assertSiteAllowed(tx: Tx, operator: Operator, siteId: number | null): Promise<void> {
  if (!mayViewMailing(operator, siteId)) throw new AppError(siteId === null ? 'forbidden' : 'not_found');
  if (siteId === null) return;
  const [site] = await tx.select({ id: sites.id }).from(sites).where(eq(sites.id, siteId));
  if (!site) throw new AppError('not_found');
}

/** POST /api/ops/mailings: a draft, audited. */
export async function createMailing(operator: Operator, input: MailingCreateInput): Promise<OpsMailing> {
  assertMailingsAdmin(operator);
  const db = await getDb();
  return db.transaction(async (tx) => {
    await assertSiteAllowed(tx, operator, input.site_id);
    const [row] = await tx
      .insert(mailings)
      .values({
        id: uuidv7(),
        siteId: input.site_id,
        kind: input.kind,
        language: input.language,
        subject: input.subject,
        body: input.body,
        status: 'draft',
        createdBy: operator.id,
      })
      .returning();
    if (!row) throw new Error('mailing insert returned nothing');
    const mailing = toOpsMailing(row);
    await recordAudit(tx, operator, {
      action: 'mailing.create',
      targetType: 'mailing',
      targetId: row.id,
      siteId: row.siteId,
      after: mailing,
    });
    return mailing;
  });
}

/** PATCH /api/ops/mailings/{id}: a draft's fields, audited. */
export async function updateMailing(operator: Operator, id: string, patch: MailingPatchInput): Promise<OpsMailing> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const before = await mailingInReach(tx, operator, id, { forUpdate: true });
    assertDraft(before);
    if (patch.site_id !== undefined) await assertSiteAllowed(tx, operator, patch.site_id);
    const [row] = await tx
      .update(mailings)
      .set({
        ...(patch.site_id !== undefined ? { siteId: patch.site_id } : {}),
        ...(patch.kind ? { kind: patch.kind } : {}),
        ...(patch.language ? { language: patch.language } : {}),
        ...(patch.subject ? { subject: patch.subject } : {}),
        ...(patch.body ? { body: patch.body } : {}),
      })
      .where(eq(mailings.id, id))
      .returning();
    if (!row) throw new AppError('not_found');
    const mailing = toOpsMailing(row);
    await recordAudit(tx, operator, {
      action: 'mailing.update',
      targetType: 'mailing',
      targetId: id,
      siteId: row.siteId,
      before: toOpsMailing(before),
      after: mailing,
    });
    return mailing;
  });
}

/** DELETE /api/ops/mailings/{id}: a draft only (a sent mailing stays as the record of what went out), audited. */
export async function deleteMailing(operator: Operator, id: string): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const before = await mailingInReach(tx, operator, id, { forUpdate: true });
    assertDraft(before);
    await tx.delete(mailings).where(eq(mailings.id, id));
    await recordAudit(tx, operator, {
      action: 'mailing.delete',
      targetType: 'mailing',
      targetId: id,
      siteId: before.siteId,
      before: toOpsMailing(before),
    });
  });
}
