import 'server-only';
import type { Tx } from '@/lib/db/client';
import { queueMail, type OtherMailKind } from '@/lib/server/mail/queue-mail';
import { composeMail, type ComposeMailInput } from '@/lib/server/mail/render-mail';
import type { ActivityMailRecipient } from './activity-mail-recipient';

/**
 * Renders a notification mail in the recipient's language with their site's branding and the one-click
 * unsubscribe link, and queues it in the caller's transaction.
 */
export async function queueNotificationMail(
  tx: Tx,
  input: {
    userId: string;
    recipient: ActivityMailRecipient;
    kind: OtherMailKind;
    subject: string;
    body: ComposeMailInput['body'];
    link?: string;
  },
): Promise<string> {
  const { recipient } = input;
  const mail = await composeMail({
    locale: recipient.locale,
    site: recipient.site,
    recipientName: recipient.name,
    subject: input.subject,
    body: input.body,
    link: input.link,
    unsubscribeUserId: input.userId,
  });
  return queueMail(tx, {
    siteId: recipient.site.id,
    userId: input.userId,
    kind: input.kind,
    to: recipient.email,
    mail,
  });
}
