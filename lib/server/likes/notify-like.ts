import 'server-only';
import { and, eq } from 'drizzle-orm';
import { createTranslator } from 'use-intl/core';
import type { Tx } from '@/lib/db/client';
import { profiles, sites, users } from '@/lib/db/schema';
import { loadMessages } from '@/lib/i18n/messages';
import { hitLimit } from '@/lib/server/limits/assert-within-limit';
import { queueMail } from '@/lib/server/mail/queue-mail';
import { composeMail } from '@/lib/server/mail/render-mail';
import { siteUrl } from '@/lib/server/mail/site-url';
import { shownMember } from '@/lib/server/members/shown-member';
import { activityMailRecipient } from '@/lib/server/notifications/activity-mail-recipient';
import { toNiche } from '@/lib/utils/landing-slug';

/** At most one like or match mail per recipient in this time, however many likes arrive. */
export const LIKE_MAIL_INTERVAL_MS = 6 * 60 * 60_000;

/**
 * The `like` mail (notification switch `like`): "X likes you", or "It's a match with X" when this like
 * completed a match, to the member who was liked (the liker saw the match on the spot). Queued in the
 * like's own transaction, so it exists exactly when the like does; one per recipient in
 * LIKE_MAIL_INTERVAL_MS; never to fictional, unconfirmed or suppressed recipients or those who switched
 * it off (activityMailRecipient). It names the liker and links to the likes page or the chat.
 */
export async function notifyLike(
  tx: Tx,
  input: { recipientId: string; likerId: string; match: boolean },
): Promise<string | null> {
  const recipient = await activityMailRecipient(tx, input.recipientId, 'like');
  if (!recipient) return null;
  // Only a liker the recipient's own site shows them: anyone else is in none of their lists (a mail would lead nowhere).
  const [home] = await tx.select({ niche: sites.niche }).from(sites).where(eq(sites.id, recipient.site.id));
  const [liker] = await tx
    .select({ name: profiles.name })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(and(eq(users.id, input.likerId), shownMember({ niche: toNiche(home?.niche ?? 1) }, input.recipientId)));
  if (!liker) return null;
  const hit = await hitLimit(tx, {
    key: `like-mail:${input.recipientId}`,
    windowMs: LIKE_MAIL_INTERVAL_MS,
    limit: 1,
  });
  if (!hit.allowed) return null;
  const { locale, site } = recipient;
  const t = createTranslator({ locale, messages: await loadMessages(locale), namespace: 'Likes.mail' });
  const kind = input.match ? 'match' : 'like';
  const values = { site: site.name, name: liker.name };
  const mail = await composeMail({
    locale,
    site,
    recipientName: recipient.name,
    subject: t(`${kind}.subject`, values),
    body: { intro: t(`${kind}.intro`, values), extra: [t('settings', values)], button: t(`${kind}.button`) },
    link: siteUrl(site.domain, input.match ? `/members/${input.likerId}/chat` : '/likes/received'),
    unsubscribeUserId: input.recipientId,
  });
  return queueMail(tx, { siteId: site.id, userId: input.recipientId, kind, to: recipient.email, mail });
}
