import 'server-only';
import { eq } from 'drizzle-orm';
import { createTranslator } from 'use-intl/core';
import type { Tx } from '@/lib/db/client';
import { profiles, sites, users } from '@/lib/db/schema';
import type { Locale } from '@/lib/config/locales';
import type { MailSite } from '@/lib/server/mail/render-mail';
import { loadMessages } from '@/lib/i18n/messages';
import { queueMail } from '@/lib/server/mail/queue-mail';
import { composeMail } from '@/lib/server/mail/render-mail';
import { siteUrl } from '@/lib/server/mail/site-url';
import { hitLimit } from '@/lib/server/limits/assert-within-limit';
import { activityMailRecipient } from '@/lib/server/notifications/activity-mail-recipient';

export type NewMessageMailKind = 'new_conversation' | 'new_message';

/** At most one mail about a conversation in this time, however often its unread run starts again. */
export const CHAT_MAIL_INTERVAL_MS = 6 * 60 * 60_000;

/** The site's fictional-profile disclosure in the recipient's language: the site's own text where it wrote one. */
export async function fictionalWarning(tx: Tx, site: MailSite, locale: Locale): Promise<string> {
  const [row] = await tx.select({ texts: sites.texts }).from(sites).where(eq(sites.id, site.id));
  const own = row?.texts[locale]?.fictional_warning;
  if (own) return own;
  const t = createTranslator({ locale, messages: await loadMessages(locale), namespace: 'Fictional' });
  return t('warning', { name: site.name });
}

/**
 * The mail about a new message, queued in the message's own transaction, so it exists exactly when
 * the message does. It speaks for the recipient's own site (name, domain of the link, support address)
 * in the recipient's language: a conversation may join members of two sites, and each answers on theirs. The caller sends it only when the recipient's unread count went from 0 to 1: one
 * mail per conversation until they have read it, however many messages follow. It names the sender
 * and links to the conversation but never quotes the message (mail is read on shared screens and
 * lock screens). Nothing goes to fictional profiles, unconfirmed or suppressed addresses, or members
 * who switched this kind off (`new_conversations` for a first message, `new_messages` after).
 */
export async function notifyNewMessage(
  tx: Tx,
  input: { recipientId: string; senderId: string; conversationId: string; first: boolean },
): Promise<string | null> {
  const recipient = await activityMailRecipient(
    tx,
    input.recipientId,
    input.first ? 'new_conversations' : 'new_messages',
  );
  if (!recipient) return null;
  // Two members chatting live read each message within seconds, so every message would start a new
  // unread run: one mail per conversation in CHAT_MAIL_INTERVAL_MS at most, the first of a run.
  const hit = await hitLimit(tx, {
    key: `chat-mail:${input.recipientId}:${input.conversationId}`,
    windowMs: CHAT_MAIL_INTERVAL_MS,
    limit: 1,
  });
  if (!hit.allowed) return null;
  const [sender] = await tx
    .select({ name: profiles.name, fictional: users.fictional })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(eq(profiles.userId, input.senderId));

  const { locale, site } = recipient;
  const t = createTranslator({ locale, messages: await loadMessages(locale), namespace: 'Mail' });
  const kind = input.first ? 'newConversation' : 'newMessage';
  const values = { site: site.name, name: sender?.name ?? '' };
  const mail = await composeMail({
    locale,
    site,
    recipientName: recipient.name,
    subject: t(`${kind}.subject`, values),
    body: {
      intro: t(`${kind}.intro`, values),
      // Spec §3: a fictional profile is disclosed wherever a member meets it, this mail included.
      extra: [
        ...(sender?.fictional ? [await fictionalWarning(tx, site, locale)] : []),
        t('chatSettings', { site: site.name }),
      ],
      button: t(`${kind}.button`),
    },
    link: siteUrl(site.domain, `/chats/${input.conversationId}`),
    unsubscribeUserId: input.recipientId,
  });
  const mailKind: NewMessageMailKind = input.first ? 'new_conversation' : 'new_message';
  return queueMail(tx, { siteId: site.id, userId: input.recipientId, kind: mailKind, to: recipient.email, mail });
}
