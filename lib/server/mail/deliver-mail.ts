import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { mailOutbox } from '@/lib/db/schema';
import { now, nowMs } from '@/lib/server/core/clock';
import { errorFields } from '@/lib/utils/error-fields';
import { log } from '@/lib/server/core/log';
import { mailTransport } from '@/lib/server/integrations/mail';

const MAX_ATTEMPTS = 5;
const LEASE_MS = 5 * 60_000;
const BATCH = 20;

/**
 * Sends queued mails through the mail transport (SMTP with SMTP_URL). A worker claims rows by moving
 * their lease forward (FOR UPDATE SKIP LOCKED), so any number of instances can run this at once without
 * sending a mail twice; a crashed worker's rows come back after the lease. With the embedded outbox
 * transport mails stay in the outbox (readable at the secret /dev/outbox link). Returns how many were sent.
 */
export async function deliverDueMail(): Promise<number> {
  const transport = mailTransport();
  if (!transport.delivers) return 0;
  const db = await getDb();
  const at = now();
  const claimed = await db.execute(sql`
    update ${mailOutbox} set attempts = attempts + 1, next_attempt_at = ${new Date(nowMs() + LEASE_MS)}
    where id in (
      select id from ${mailOutbox} where status = 'queued' and next_attempt_at <= ${at}
      order by created_at limit ${BATCH} for update skip locked
    )
    returning id`);
  const ids = (claimed as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
  let sent = 0;
  for (const id of ids) {
    const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    if (!mail) continue;
    try {
      await transport.send(mail);
      await db.update(mailOutbox).set({ status: 'sent', sentAt: now(), lastError: null }).where(eq(mailOutbox.id, id));
      sent++;
    } catch (error) {
      const failed = mail.attempts >= MAX_ATTEMPTS;
      const backoffMs = 60_000 * 2 ** mail.attempts;
      await db
        .update(mailOutbox)
        .set({
          status: failed ? 'failed' : 'queued',
          lastError: JSON.stringify(errorFields(error)).slice(0, 500),
          nextAttemptAt: new Date(nowMs() + backoffMs),
        })
        .where(eq(mailOutbox.id, id));
      log('warn', 'mail delivery failed', { id, attempts: mail.attempts, failed, ...errorFields(error) });
    }
  }
  return sent;
}

const pending = new Set<Promise<unknown>>();

/** Starts delivery after a commit without making the request wait for the mail server. */
export function scheduleMailDelivery(): void {
  if (!mailTransport().delivers) return;
  const run = deliverDueMail().catch((error: unknown) => log('error', 'mail delivery crashed', errorFields(error)));
  pending.add(run);
  void run.finally(() => pending.delete(run));
}

/** Tests wait for the deliveries a request started. */
export async function flushMailDelivery(): Promise<void> {
  while (pending.size > 0) await Promise.all([...pending]);
}

let timer: NodeJS.Timeout | undefined;

/** Retries and mails queued by another instance: a sweep every 30 s while a transport delivers. */
export function startMailSweeper(): void {
  if (timer || !mailTransport().delivers) return;
  timer = setInterval(() => scheduleMailDelivery(), 30_000);
  timer.unref();
}
