import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { complaints, type ReportedMessage } from '@/lib/db/schema';
import type { ComplaintInput, ComplaintReceipt } from '@/lib/schemas/complaints';
import { ipKey } from '@/lib/server/limits/limit-keys';
import { now } from '@/lib/server/core/clock';
import type { RequestContext } from '@/lib/server/core/request-context';
import { assertWithinLimit } from '@/lib/server/limits/assert-within-limit';
import { scheduleMailDelivery } from '@/lib/server/mail/deliver-mail';
import { loadMessages } from '@/lib/i18n/messages';
import { getSite } from '@/lib/server/sites/get-site';
import { complaintReference } from '@/lib/utils/complaint-reference';
import { uuidv7 } from '@/lib/utils/uuid';
import { queueComplaintAck } from './complaint-mail';

/** Complaints per client address per hour: room for a real follow-up, a brake on a script filling the table and mailing strangers. */
export const COMPLAINTS_PER_IP_PER_HOUR = 5;

async function existing(siteId: number, idempotencyKey: string): Promise<ComplaintReceipt | null> {
  const db = await getDb();
  const [row] = await db
    .select({ id: complaints.id, email: complaints.email })
    .from(complaints)
    .where(and(eq(complaints.siteId, siteId), eq(complaints.idempotencyKey, idempotencyKey)));
  return row ? { reference: complaintReference(row.id), email: row.email } : null;
}

/**
 * Stores a complaint (linked to the member when one is logged in) and queues its acknowledgement in
 * the visitor's language, in one transaction. The client's Idempotency-Key is kept with the complaint,
 * so however often a submission is retried or raced, it is stored and acknowledged once and every
 * retry gets the same reference.
 */
export async function submitComplaint(input: {
  form: ComplaintInput;
  context: RequestContext;
  userId: string | null;
  idempotencyKey: string | null;
  /** A report from a chat: the conversation and its last messages, attached for the operators. */
  attachment?: { conversationId: string; messages: ReportedMessage[] };
}): Promise<ComplaintReceipt> {
  const { form, context, idempotencyKey } = input;
  const site = await getSite(context.site.key);
  if (idempotencyKey) {
    const earlier = await existing(site.id, idempotencyKey);
    if (earlier) return earlier;
  }
  const db = await getDb();
  await loadMessages(context.locale); // warm the catalogue outside the transaction
  const id = uuidv7();
  const reference = complaintReference(id);
  const stored = await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(complaints)
      .values({
        id,
        siteId: site.id,
        userId: input.userId,
        name: form.name,
        email: form.email,
        category: form.category,
        message: form.message,
        locale: context.locale,
        idempotencyKey,
        createdAt: now(),
        conversationId: input.attachment?.conversationId ?? null,
        attachedMessages: input.attachment?.messages ?? null,
      })
      .onConflictDoNothing({ target: [complaints.siteId, complaints.idempotencyKey] })
      .returning({ id: complaints.id });
    // A racing twin with the same key won: it stored and acknowledged the complaint.
    if (inserted.length === 0) return false;
    // Counted only for a complaint that is new, in its transaction: retries cost nothing, and a refused one rolls back uncounted.
    await assertWithinLimit(tx, {
      key: `complaint:ip:${ipKey(context.clientIp)}`,
      windowMs: 3_600_000,
      limit: COMPLAINTS_PER_IP_PER_HOUR,
    });
    await queueComplaintAck(tx, {
      site,
      locale: context.locale,
      to: form.email,
      name: form.name,
      userId: input.userId,
      category: form.category,
      reference,
    });
    return true;
  });
  if (!stored && idempotencyKey) {
    const twin = await existing(site.id, idempotencyKey);
    if (twin) return twin;
  }
  scheduleMailDelivery();
  return { reference, email: form.email };
}
