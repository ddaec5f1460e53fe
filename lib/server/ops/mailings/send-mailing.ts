import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { mailings } from '@/lib/db/schema';
import type { MailingPreview, MailingSendInput, OpsMailing } from '@/lib/schemas/ops/mailings';
import { now, nowMs } from '@/lib/server/core/clock';
import { AppError } from '@/lib/server/core/errors';
import { enqueueJob } from '@/lib/server/jobs/enqueue';
import { scheduleMailDelivery } from '@/lib/server/mail/deliver-mail';
import { queueMail } from '@/lib/server/mail/queue-mail';
import { recordAudit } from '../audit';
import type { Operator } from '../operator';
import { assertDraft, mailingInReach, toOpsMailing } from './mailing-record';
import { NOBODY, previewSite, renderMailing } from './render-mailing';

/**
 * POST /api/ops/mailings/{id}/send: a draft is scheduled for `send_at` (now when omitted or past) and a
 * `mailing_start` job queued for that moment in the same transaction, audited. The job fans it out.
 */
export async function sendMailing(operator: Operator, id: string, input: MailingSendInput): Promise<OpsMailing> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const before = await mailingInReach(tx, operator, id, { forUpdate: true });
    assertDraft(before);
    const requested = input.send_at ? new Date(input.send_at) : null;
    const later = requested && requested.getTime() > nowMs() ? requested : null;
    const sendAt = later ?? now();
    const [row] = await tx.update(mailings).set({ status: 'scheduled', sendAt }).where(eq(mailings.id, id)).returning();
    if (!row) throw new AppError('not_found');
    // The key names the moment: a mailing cancelled and scheduled again gets a new job; the old one finds it changed.
    await enqueueJob(tx, {
      kind: 'mailing_start',
      dedupeKey: `mailing:${id}:start:${sendAt.getTime()}`,
      payload: { mailingId: id },
      ...(later ? { runAt: later } : {}),
    });
    const mailing = toOpsMailing(row);
    await recordAudit(tx, operator, {
      action: later ? 'mailing.schedule' : 'mailing.send',
      targetType: 'mailing',
      targetId: id,
      siteId: row.siteId,
      before: { status: before.status },
      after: { status: mailing.status, send_at: mailing.send_at },
    });
    return mailing;
  });
}

/** POST /api/ops/mailings/{id}/cancel: a scheduled mailing that has not started goes back to a draft, audited. */
export async function cancelMailing(operator: Operator, id: string): Promise<OpsMailing> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const before = await mailingInReach(tx, operator, id, { forUpdate: true });
    if (before.status !== 'scheduled') throw new AppError('mailing_not_draft');
    const [row] = await tx
      .update(mailings)
      .set({ status: 'draft', sendAt: null })
      .where(eq(mailings.id, id))
      .returning();
    if (!row) throw new AppError('not_found');
    await recordAudit(tx, operator, {
      action: 'mailing.cancel',
      targetType: 'mailing',
      targetId: id,
      siteId: row.siteId,
      before: { status: before.status, send_at: before.sendAt?.toISOString() ?? null },
      after: { status: 'draft' },
    });
    return toOpsMailing(row);
  });
}

/** GET /api/ops/mailings/{id}/preview: the mail as a member of its site receives it. */
export async function previewMailing(operator: Operator, id: string): Promise<MailingPreview> {
  const db = await getDb();
  const row = await mailingInReach(db, operator, id);
  const mail = await renderMailing(row, { site: await previewSite(db, row.siteId), name: null, userId: NOBODY });
  return { subject: mail.subject, text: mail.text, html: mail.html };
}

/** POST /api/ops/mailings/{id}/test: the mail to the operator's own address (no list to leave), audited. */
export async function testSendMailing(operator: Operator, id: string): Promise<{ sent_to: string }> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const row = await mailingInReach(tx, operator, id);
    const site = await previewSite(tx, row.siteId);
    const mail = await renderMailing(row, { site, name: operator.name, userId: NOBODY });
    await queueMail(tx, {
      siteId: site.id,
      userId: null,
      kind: row.kind === 'news' ? 'news' : 'promotions',
      to: operator.email,
      mail,
    });
    await recordAudit(tx, operator, {
      action: 'mailing.test',
      targetType: 'mailing',
      targetId: id,
      siteId: row.siteId,
    });
  });
  scheduleMailDelivery();
  return { sent_to: operator.email };
}
