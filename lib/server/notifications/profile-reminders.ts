import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { createTranslator } from 'use-intl/core';
import { getDb } from '@/lib/db/client';
import { profiles, users } from '@/lib/db/schema';
import { loadMessages } from '@/lib/i18n/messages';
import { createToken, TOKEN_TTL_MS } from '@/lib/server/accounts/tokens';
import { enqueueJobsFrom } from '@/lib/server/jobs/fan-out';
import { scheduleMailDelivery } from '@/lib/server/mail/deliver-mail';
import { siteUrl } from '@/lib/server/mail/site-url';
import { activityMailRecipient } from './activity-mail-recipient';
import { periodOf, stringField } from './job-payload';
import { mailAudience } from './mail-audience';
import { queueNotificationMail } from './queue-notification-mail';

const DAY_MS = 86_400_000;
/** Days after signup an unconfirmed address is reminded (then never again). */
export const CONFIRM_REMINDER_DAYS = [1, 3] as const;
/** Days after signup an unfinished profile (no photo, or no words about themselves) is reminded (then never again). */
export const PROFILE_REMINDER_DAYS = [2, 7] as const;

/** Members who signed up between `days` and `days + 1` days before `at`: a day's grace for a scan that was late. */
function signedUpDaysAgo(days: number, at: number) {
  return sql`u.signup_date <= ${new Date(at - days * DAY_MS)} and u.signup_date > ${new Date(at - (days + 1) * DAY_MS)}`;
}

/** What counts as an unfinished profile: the enrich-profile alert's "no photo", or nothing written about themselves. */
const UNFINISHED = sql`exists (select 1 from ${profiles} p where p.user_id = u.id and (p.main_photo_id is null or btrim(p.about) = ''))`;

/**
 * The hourly scan of the `reminders` switch (job `scan_reminders`): an unconfirmed address a day and three days
 * after signup, an unfinished profile two and seven days after. One job per member and stage (dedupe key
 * `confirm:<member>:<day>` / `profile:<member>:<day>`), so each goes once however many scans see the member.
 */
export async function scanReminders(payload: Record<string, unknown>): Promise<number> {
  const { start } = periodOf(payload);
  const db = await getDb();
  let queued = 0;
  for (const day of CONFIRM_REMINDER_DAYS) {
    queued += await enqueueJobsFrom(
      db,
      'confirm_reminder_mail',
      sql`select 'confirm:' || u.id || ':' || ${day}::int as dedupe_key, jsonb_build_object('userId', u.id) as payload
        from ${users} u where ${mailAudience('reminders', 'not_confirmed')} and ${signedUpDaysAgo(day, start)}`,
    );
  }
  for (const day of PROFILE_REMINDER_DAYS) {
    queued += await enqueueJobsFrom(
      db,
      'profile_reminder_mail',
      sql`select 'profile:' || u.id || ':' || ${day}::int as dedupe_key, jsonb_build_object('userId', u.id) as payload
        from ${users} u where ${mailAudience('reminders')} and ${signedUpDaysAgo(day, start)} and ${UNFINISHED}`,
    );
  }
  return queued;
}

/** The reminder to confirm the address, with a fresh activation link (the signup's may have expired). */
export async function sendConfirmReminder(payload: Record<string, unknown>): Promise<void> {
  const userId = stringField(payload, 'userId');
  const db = await getDb();
  const queued = await db.transaction(async (tx) => {
    const recipient = await activityMailRecipient(tx, userId, 'reminders', { unconfirmed: true });
    if (!recipient) return false;
    const { locale, site } = recipient;
    const t = createTranslator({ locale, messages: await loadMessages(locale), namespace: 'Mail.reminders' });
    const { token } = await createToken(tx, { kind: 'activation', userId });
    await queueNotificationMail(tx, {
      userId,
      recipient,
      kind: 'confirm_reminder',
      subject: t('confirm.subject', { site: site.name }),
      body: {
        intro: t('confirm.intro', { site: site.name }),
        extra: [
          t('confirm.expiry', { hours: TOKEN_TTL_MS.activation / 3_600_000 }),
          t('settings', { site: site.name }),
        ],
        button: t('confirm.button'),
      },
      link: siteUrl(site.domain, '/api/activate', { token }),
    });
    return true;
  });
  if (queued) scheduleMailDelivery();
}

/** The reminder to finish the profile: what is missing (a photo, a few words), linking to the profile page. */
export async function sendProfileReminder(payload: Record<string, unknown>): Promise<void> {
  const userId = stringField(payload, 'userId');
  const db = await getDb();
  const queued = await db.transaction(async (tx) => {
    const recipient = await activityMailRecipient(tx, userId, 'reminders');
    if (!recipient) return false;
    const [profile] = await tx
      .select({ photo: profiles.mainPhotoId, about: profiles.about })
      .from(profiles)
      .where(and(eq(profiles.userId, userId)));
    const noPhoto = !profile?.photo;
    const noAbout = !profile?.about.trim();
    if (!noPhoto && !noAbout) return false;
    const { locale, site } = recipient;
    const t = createTranslator({ locale, messages: await loadMessages(locale), namespace: 'Mail.reminders' });
    await queueNotificationMail(tx, {
      userId,
      recipient,
      kind: 'profile_reminder',
      subject: t('profile.subject', { site: site.name }),
      body: {
        intro: t('profile.intro', { site: site.name }),
        extra: [
          ...(noPhoto ? [t('profile.photo')] : []),
          ...(noAbout ? [t('profile.about')] : []),
          t('settings', { site: site.name }),
        ],
        button: t('profile.button'),
      },
      link: siteUrl(site.domain, '/profile'),
    });
    return true;
  });
  if (queued) scheduleMailDelivery();
}
