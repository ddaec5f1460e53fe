import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import { env } from '@/lib/config/env';
import { getDb } from '@/lib/db/client';
import { mailOutbox } from '@/lib/db/schema';
import { now, nowMs } from '@/lib/server/clock';
import { errorFields } from '@/lib/server/error-fields';
import { log } from '@/lib/server/http/log';

const MAX_ATTEMPTS = 5;
const LEASE_MS = 5 * 60_000;
const BATCH = 20;

let transport: { url: string; transporter: Transporter } | undefined;

async function transporter(url: string): Promise<Transporter> {
  if (transport?.url !== url) {
    const nodemailer = await import('nodemailer');
    transport = { url, transporter: nodemailer.createTransport(url) };
  }
  return transport.transporter;
}

type Claimed = typeof mailOutbox.$inferSelect;

/**
 * Sends queued mails over SMTP_URL. A worker claims rows by moving their lease forward
 * (FOR UPDATE SKIP LOCKED), so any number of instances can run this at once without sending a mail
 * twice; a crashed worker's rows come back after the lease. Without SMTP_URL mails stay in the outbox
 * (the embedded default, readable at /dev/outbox). Returns how many were sent.
 */
export async function deliverDueMail(): Promise<number> {
  const url = env().SMTP_URL;
  if (!url) return 0;
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
  const smtp = await transporter(url);
  for (const id of ids) {
    const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    if (!mail) continue;
    try {
      await send(smtp, mail);
      await db.update(mailOutbox).set({ status: 'sent', sentAt: now(), lastError: null }).where(eq(mailOutbox.id, id));
      sent++;
    } catch (error) {
      const failed = mail.attempts >= MAX_ATTEMPTS;
      const backoffMs = 60_000 * 2 ** mail.attempts;
      await db
        .update(mailOutbox)
        .set({ status: failed ? 'failed' : 'queued', lastError: JSON.stringify(errorFields(error)).slice(0, 500), nextAttemptAt: new Date(nowMs() + backoffMs) })
        .where(eq(mailOutbox.id, id));
      log('warn', 'mail delivery failed', { id, attempts: mail.attempts, failed, ...errorFields(error) });
    }
  }
  return sent;
}

async function send(smtp: Transporter, mail: Claimed): Promise<void> {
  const { From: from, ...headers } = mail.headers;
  await smtp.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, headers, messageId: `<${mail.id}@${from?.split('@')[1]?.replace(/>$/, '') ?? 'localhost'}>` });
}

const pending = new Set<Promise<unknown>>();

/** Starts delivery after a commit without making the request wait for the mail server. */
export function scheduleMailDelivery(): void {
  if (!env().SMTP_URL) return;
  const run = deliverDueMail().catch((error: unknown) => log('error', 'mail delivery crashed', errorFields(error)));
  pending.add(run);
  void run.finally(() => pending.delete(run));
}

/** Tests wait for the deliveries a request started. */
export async function flushMailDelivery(): Promise<void> {
  while (pending.size > 0) await Promise.all([...pending]);
}

let timer: NodeJS.Timeout | undefined;

/** Retries and mails queued by another instance: a sweep every 30 s while SMTP is configured. */
export function startMailSweeper(): void {
  if (timer || !env().SMTP_URL) return;
  timer = setInterval(() => scheduleMailDelivery(), 30_000);
  timer.unref();
}
