import 'server-only';
import type { Tx } from '@/lib/db/client';
import { mailOutbox } from '@/lib/db/schema';
import { now } from '@/lib/server/core/clock';
import { uuidv7 } from '@/lib/utils/uuid';
import type { MailKind, RenderedMail } from './render-mail';

/** Mails that are not account mails, written to the outbox under their own kind. */
export type OtherMailKind =
  | 'complaint_ack'
  | 'complaint_answer'
  | 'photo_rejected'
  | 'purchase'
  | 'new_conversation'
  | 'new_message'
  | 'like'
  | 'match'
  | 'unread_reminder'
  | 'weekly_update'
  | 'profile_reminder'
  | 'confirm_reminder'
  | 'promotions'
  | 'news';

/**
 * Writes a mail into the outbox inside the caller's transaction, so a mail exists exactly when the
 * change that causes it was committed. Delivery happens after the commit (deliverDueMail).
 */
export async function queueMail(
  tx: Tx,
  input: { siteId: number; userId: string | null; kind: MailKind | OtherMailKind; to: string; mail: RenderedMail },
): Promise<string> {
  const id = uuidv7();
  const at = now();
  await tx.insert(mailOutbox).values({
    id,
    siteId: input.siteId,
    userId: input.userId,
    kind: input.kind,
    to: input.to,
    subject: input.mail.subject,
    text: input.mail.text,
    html: input.mail.html,
    headers: input.mail.headers,
    status: 'queued',
    createdAt: at,
    nextAttemptAt: at,
  });
  return id;
}
