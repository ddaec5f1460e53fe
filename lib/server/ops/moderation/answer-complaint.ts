import 'server-only';
import { eq } from 'drizzle-orm';
import { isLocale } from '@/lib/config/locales';
import { getDb } from '@/lib/db/client';
import { complaints } from '@/lib/db/schema';
import { loadMessages } from '@/lib/i18n/messages';
import type { OpsComplaint } from '@/lib/schemas/ops/moderation';
import { now } from '@/lib/server/core/clock';
import { AppError } from '@/lib/server/core/errors';
import { scheduleMailDelivery } from '@/lib/server/mail/deliver-mail';
import { siteKeyById } from '@/lib/server/payments/pricing';
import { getSite } from '@/lib/server/sites/get-site';
import { complaintReference } from '@/lib/utils/complaint-reference';
import { recordAudit } from '../audit';
import type { Operator } from '../operator';
import { queueComplaintAnswer } from './complaint-answer-mail';
import { complaintView, scopedComplaint } from './complaint-view';

/**
 * POST /api/ops/complaints/{id}/answer: the answer is stored, mailed to the submitter in the complaint's language
 * and the complaint becomes `answered`, all in one transaction with its audit row. A complaint may be answered
 * again (a follow-up): each answer is mailed, the last one is kept, the audit log keeps them all.
 */
export async function answerComplaint(operator: Operator, id: string, answer: string): Promise<OpsComplaint> {
  const db = await getDb();
  const [probe] = await db
    .select({ locale: complaints.locale, siteId: complaints.siteId })
    .from(complaints)
    .where(eq(complaints.id, id));
  if (!probe) throw new AppError('not_found');
  // Read before the transaction (the embedded database has one connection, which the transaction holds).
  await loadMessages(isLocale(probe.locale) ? probe.locale : 'en');
  const site = await getSite(await siteKeyById(probe.siteId));
  const view = await db.transaction(async (tx) => {
    const row = await scopedComplaint(tx, operator, id, true);
    const at = now();
    await tx
      .update(complaints)
      .set({ status: 'answered', answer, answeredAt: at, answeredBy: operator.id })
      .where(eq(complaints.id, id));
    await queueComplaintAnswer(tx, {
      site,
      locale: row.locale,
      to: row.email,
      name: row.name,
      userId: row.userId,
      reference: complaintReference(row.id),
      answer,
    });
    await recordAudit(tx, operator, {
      action: 'complaint.answer',
      targetType: 'complaint',
      targetId: id,
      siteId: row.siteId,
      before: { status: row.status, answer: row.answer },
      after: { status: 'answered', answer },
    });
    return complaintView(tx, id);
  });
  scheduleMailDelivery();
  return view;
}
