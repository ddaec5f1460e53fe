import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { createTranslator } from 'use-intl/core';
import { getDb } from '@/lib/db/client';
import { sites, users } from '@/lib/db/schema';
import { loadMessages } from '@/lib/i18n/messages';
import { fictionalWarning } from '@/lib/server/chat/notify-new-message';
import { enqueueJobsFrom } from '@/lib/server/jobs/fan-out';
import { scheduleMailDelivery } from '@/lib/server/mail/deliver-mail';
import { siteUrl } from '@/lib/server/mail/site-url';
import { findMatches } from '@/lib/server/members/find-matches';
import { toNiche } from '@/lib/utils/landing-slug';
import { activityMailRecipient } from './activity-mail-recipient';
import { periodOf, stringField } from './job-payload';
import { mailAudience } from './mail-audience';
import { queueNotificationMail } from './queue-notification-mail';

/** Members shown in one weekly update. */
export const WEEKLY_CARDS = 4;
const WEEK_MS = 7 * 86_400_000;

/**
 * The weekly scan (job `scan_weekly_updates`, period = the week, Monday 00:00 UTC): one `weekly_update_mail` job
 * per member whose `weekly_updates` switch is on, dedupe key `weekly:<member>:<week>`.
 */
export async function scanWeeklyUpdates(payload: Record<string, unknown>): Promise<number> {
  const week = new Date(periodOf(payload).start).toISOString().slice(0, 10);
  const db = await getDb();
  return enqueueJobsFrom(
    db,
    'weekly_update_mail',
    sql`select 'weekly:' || u.id || ':' || ${week} as dedupe_key,
        jsonb_build_object('userId', u.id, 'week', ${week}::text) as payload
      from ${users} u where ${mailAudience('weekly_updates')}`,
  );
}

/**
 * One member's weekly update (job `weekly_update_mail`): up to four members who joined in the seven days before
 * the week began and fit the member (the match finder: the gender they seek, close in age and place, of their
 * site's niche, never a block), as cards with name, age, place and their profile's link. Nothing when none joined.
 */
export async function sendWeeklyUpdate(payload: Record<string, unknown>): Promise<void> {
  const userId = stringField(payload, 'userId');
  const weekStart = Date.parse(stringField(payload, 'week'));
  const db = await getDb();
  const [home] = await db
    .select({ niche: sites.niche })
    .from(users)
    .innerJoin(sites, eq(sites.id, users.siteId))
    .where(eq(users.id, userId));
  if (!home) return;
  const { suggestions } = await findMatches({
    viewerId: userId,
    niche: toNiche(home.niche),
    joinedSince: new Date(weekStart - WEEK_MS),
  });
  const shown = suggestions.slice(0, WEEKLY_CARDS);
  if (shown.length === 0) return;
  const queued = await db.transaction(async (tx) => {
    const recipient = await activityMailRecipient(tx, userId, 'weekly_updates');
    if (!recipient) return false;
    const { locale, site } = recipient;
    const t = createTranslator({ locale, messages: await loadMessages(locale), namespace: 'Mail.reminders' });
    await queueNotificationMail(tx, {
      userId,
      recipient,
      kind: 'weekly_update',
      subject: t('weekly.subject', { site: site.name }),
      body: {
        intro: t('weekly.intro', { site: site.name }),
        cards: shown.map((m) => ({
          title: m.name,
          subtitle: [t('weekly.age', { age: m.age }), m.region ?? m.country].filter(Boolean).join(', '),
          link: siteUrl(site.domain, `/members/${m.id}`),
          image: siteUrl(site.domain, m.main_image.match),
        })),
        extra: [
          ...(shown.some((m) => m.fictional) ? [await fictionalWarning(tx, site, locale)] : []),
          t('settings', { site: site.name }),
        ],
        button: t('weekly.button'),
      },
      link: siteUrl(site.domain, '/members'),
    });
    return true;
  });
  if (queued) scheduleMailDelivery();
}
