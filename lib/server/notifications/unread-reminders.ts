import 'server-only';
import { and, eq, gt, sql } from 'drizzle-orm';
import { createTranslator } from 'use-intl/core';
import { getDb } from '@/lib/db/client';
import { conversationMembers, profiles, users } from '@/lib/db/schema';
import { loadMessages } from '@/lib/i18n/messages';
import { fictionalWarning } from '@/lib/server/chat/notify-new-message';
import { scheduleMailDelivery } from '@/lib/server/mail/deliver-mail';
import { siteUrl } from '@/lib/server/mail/site-url';
import { shownPartner } from '@/lib/server/members/shown-member';
import { enqueueJobsFrom } from '@/lib/server/jobs/fan-out';
import { activityMailRecipient } from './activity-mail-recipient';
import { mailAudience } from './mail-audience';
import { queueNotificationMail } from './queue-notification-mail';
import { periodOf, stringField } from './job-payload';

/** Messages unread this long are reminded of (spec: "when messages stay unread for a day"). */
export const UNREAD_REMINDER_AFTER_MS = 24 * 3_600_000;

/**
 * The hourly scan (job `scan_unread_reminders`, period = the hour it runs in): members with a conversation whose
 * oldest unread message (the unread_count-th newest from the other side) turned a day old during the hour before
 * the period, so each unread run is reminded of once, in the scan of the hour it crossed the line (a scan that
 * was missed while the servers were down is queued later by the scheduler's catch-up). One reminder job per
 * member and day (dedupe key `unread:<member>:<day>`): a second run crossing the line the same day is not mailed.
 */
export async function scanUnreadReminders(payload: Record<string, unknown>): Promise<number> {
  const { start } = periodOf(payload);
  const until = new Date(start - UNREAD_REMINDER_AFTER_MS);
  const from = new Date(until.getTime() - 3_600_000);
  const day = new Date(start).toISOString().slice(0, 10);
  const db = await getDb();
  return enqueueJobsFrom(
    db,
    'unread_reminder_mail',
    sql`select distinct 'unread:' || u.id || ':' || ${day} as dedupe_key,
        jsonb_build_object('userId', u.id) as payload
      from ${conversationMembers} cm
      join ${users} u on u.id = cm.user_id
      join lateral (
        select m.created_at from messages m
        where m.conversation_id = cm.conversation_id and m.sender_id = cm.other_user_id
        order by m.created_at desc, m.id desc offset greatest(cm.unread_count - 1, 0) limit 1
      ) oldest on true
      where cm.unread_count > 0 and not cm.hidden
        and oldest.created_at >= ${from} and oldest.created_at < ${until}
        and ${mailAudience('unread_message_reminders')}`,
  );
}

const NAMES_SHOWN = 3;

/**
 * The reminder itself (job `unread_reminder_mail`): how many messages wait and from whom (up to three names, the
 * partners the member's chat list shows), never their text; nothing when the member has read them since the scan.
 */
export async function sendUnreadReminder(payload: Record<string, unknown>): Promise<void> {
  const userId = stringField(payload, 'userId');
  const db = await getDb();
  const queued = await db.transaction(async (tx) => {
    const recipient = await activityMailRecipient(tx, userId, 'unread_message_reminders');
    if (!recipient) return false;
    const waiting = await tx
      .select({ count: conversationMembers.unreadCount, name: profiles.name, fictional: users.fictional })
      .from(conversationMembers)
      .innerJoin(users, eq(users.id, conversationMembers.otherUserId))
      .innerJoin(profiles, eq(profiles.userId, users.id))
      .where(
        and(
          eq(conversationMembers.userId, userId),
          gt(conversationMembers.unreadCount, 0),
          eq(conversationMembers.hidden, false),
          shownPartner(userId),
        ),
      )
      .orderBy(sql`${conversationMembers.unreadCount} desc`);
    const count = waiting.reduce((n, w) => n + w.count, 0);
    if (count === 0) return false;
    const { locale, site } = recipient;
    const t = createTranslator({ locale, messages: await loadMessages(locale), namespace: 'Mail.reminders' });
    const names = new Intl.ListFormat(locale, { type: 'conjunction' }).format(
      waiting.slice(0, NAMES_SHOWN).map((w) => w.name),
    );
    const more = Math.max(waiting.length - NAMES_SHOWN, 0);
    await queueNotificationMail(tx, {
      userId,
      recipient,
      kind: 'unread_reminder',
      subject: t('unread.subject', { count, site: site.name }),
      body: {
        intro: t('unread.intro', { count, names, more }),
        extra: [
          ...(waiting.some((w) => w.fictional) ? [await fictionalWarning(tx, site, locale)] : []),
          t('settings', { site: site.name }),
        ],
        button: t('unread.button'),
      },
      link: siteUrl(site.domain, '/chats'),
    });
    return true;
  });
  if (queued) scheduleMailDelivery();
}
