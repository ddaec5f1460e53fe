import 'server-only';
import { and, eq, lte, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { mailings, users } from '@/lib/db/schema';
import { now } from '@/lib/server/core/clock';
import { enqueueJobsFrom } from '@/lib/server/jobs/fan-out';
import { scheduleMailDelivery } from '@/lib/server/mail/deliver-mail';
import { queueMail } from '@/lib/server/mail/queue-mail';
import { activityMailRecipient } from '@/lib/server/notifications/activity-mail-recipient';
import { stringField } from '@/lib/server/notifications/job-payload';
import { mailAudience } from '@/lib/server/notifications/mail-audience';
import { renderMailing } from './render-mailing';

/**
 * Job `mailing_start`: a scheduled mailing whose time has come is fanned out, in one transaction, into one
 * `mailing_mail` job per member who opted in to its kind, speaks its language (a member whose language has no
 * version gets none: the operator writes one mailing per language) and belongs to its site (or any site), with
 * the dedupe key `mailing:<id>:<member>`, so nobody gets one mailing twice; then it is `sent` with the count.
 * A mailing cancelled or rescheduled since the job was queued is left alone.
 */
export async function startMailing(payload: Record<string, unknown>): Promise<void> {
  const id = stringField(payload, 'mailingId');
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [mailing] = await tx
      .update(mailings)
      .set({ status: 'sending' })
      .where(and(eq(mailings.id, id), eq(mailings.status, 'scheduled'), lte(mailings.sendAt, now())))
      .returning();
    if (!mailing) return;
    const kind = mailing.kind === 'news' ? 'news' : 'promotions';
    const recipients = await enqueueJobsFrom(
      tx,
      'mailing_mail',
      sql`select 'mailing:' || ${id}::text || ':' || u.id as dedupe_key,
          jsonb_build_object('mailingId', ${id}::text, 'userId', u.id) as payload
        from ${users} u
        where ${mailAudience(kind)} and u.language = ${mailing.language}
          ${mailing.siteId === null ? sql`` : sql`and u.site_id = ${mailing.siteId}`}`,
    );
    await tx.update(mailings).set({ status: 'sent', sentAt: now(), recipients }).where(eq(mailings.id, id));
  });
}

/**
 * Job `mailing_mail`: one member's copy, in their site's branding, checked again as it goes (the switch still on,
 * the account still active and reachable, the language unchanged).
 */
export async function sendMailingMail(payload: Record<string, unknown>): Promise<void> {
  const id = stringField(payload, 'mailingId');
  const userId = stringField(payload, 'userId');
  const db = await getDb();
  const queued = await db.transaction(async (tx) => {
    const [mailing] = await tx.select().from(mailings).where(eq(mailings.id, id));
    if (!mailing || mailing.status !== 'sent') return false;
    const kind = mailing.kind === 'news' ? 'news' : 'promotions';
    const recipient = await activityMailRecipient(tx, userId, kind);
    if (!recipient || recipient.locale !== mailing.language) return false;
    const mail = await renderMailing(mailing, { site: recipient.site, name: recipient.name, userId });
    await queueMail(tx, { siteId: recipient.site.id, userId, kind, to: recipient.email, mail });
    return true;
  });
  if (queued) scheduleMailDelivery();
}
