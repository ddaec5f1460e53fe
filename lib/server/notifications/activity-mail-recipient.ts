import 'server-only';
import { eq } from 'drizzle-orm';
import { isLocale, type Locale } from '@/lib/config/locales';
import type { Tx } from '@/lib/db/client';
import { notificationPrefs, profiles, sites, users } from '@/lib/db/schema';
import type { NotificationSwitch } from '@/lib/schemas/notifications';
import type { MailSite } from '@/lib/server/mail/render-mail';
import { preferencesFromRow } from './notification-columns';

export type ActivityMailRecipient = { email: string; locale: Locale; name: string | null; site: MailSite };

/**
 * Who an activity mail (a new message, a like) may go to, and how it speaks to them: the recipient's own
 * site (a conversation or a like may join members of two sites) in their language. Null — no mail — for
 * fictional profiles, accounts that are not active (unconfirmed, suspended, deleted), suppressed
 * addresses (bounce, spam complaint, list-unsubscribe) and members who switched `kind` off.
 */
export async function activityMailRecipient(
  tx: Tx,
  userId: string,
  kind: NotificationSwitch,
  options: { unconfirmed?: boolean } = {},
): Promise<ActivityMailRecipient | null> {
  const [recipient] = await tx
    .select({
      email: users.email,
      language: users.language,
      status: users.status,
      fictional: users.fictional,
      disabled: users.notificationsDisabled,
      suppressed: users.mailSuppressed,
      name: profiles.name,
      site: {
        id: sites.id,
        name: sites.name,
        domain: sites.domain,
        supportEmail: sites.supportEmail,
        theme: sites.theme,
        themeColors: sites.themeColors,
        logoKey: sites.logoKey,
      },
    })
    .from(users)
    .innerJoin(sites, eq(sites.id, users.siteId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId));
  if (
    !recipient ||
    recipient.status !== (options.unconfirmed ? 'not_confirmed' : 'active') ||
    recipient.fictional ||
    recipient.suppressed !== null ||
    recipient.disabled.length > 0
  )
    return null;
  const [prefsRow] = await tx.select().from(notificationPrefs).where(eq(notificationPrefs.userId, userId));
  if (!preferencesFromRow(prefsRow)[kind]) return null;
  return {
    email: recipient.email,
    locale: isLocale(recipient.language) ? recipient.language : 'en',
    name: recipient.name,
    site: recipient.site,
  };
}
