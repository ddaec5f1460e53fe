import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { alertDismissals, creditEntries, profiles, sites, users, type DismissibleAlert } from '@/lib/db/schema';
import type { TimeBonus } from '@/lib/schemas/user';
import type { SessionUser } from '@/lib/server/auth/session';
import type { Viewer } from '@/lib/server/auth/viewer';
import { now } from '@/lib/server/core/clock';
import { timeBonusFor } from '@/lib/server/payments/automatic-discounts';
import { photoUrls } from '@/lib/server/photos/photo-urls';
import { creditRunsLow } from './credit-alert';

export type MainImage = { filename: string; thumb_filename: string; match: string } | null;

export type UserDto =
  | { loggedIn: false }
  | {
      loggedIn: true;
      id: string;
      status: string;
      credits: number;
      notifications_disabled: string[];
      paid_user: boolean;
      trafficsource: boolean;
      /**
       * Spec §3 User: whether the site marks fictional profiles with the icon (with the settings'
       * fictional_warning). Every site of ours discloses them, so it is true; whether one profile is
       * fictional is that profile's own `fictional_icon` (GET /api/members/{id}, member cards' `fictional`).
       */
      fictional_icon: boolean;
      language: string;
      signup_date: string;
      profile: { name: string; country: string | null; status: string; main_image: MainImage };
      /**
       * Alerts the member dismissed (spec §4). The credit alert's dismissal holds only until the balance rises
       * again (a grant or purchase after it), so it is listed only while it holds.
       */
      dismissed_alerts: DismissibleAlert[];
      /** When the member dismissed the push alert (spec §4, on any device), or null: it is not offered again. */
      push_alert_dismissed_at: string | null;
      /** Spec §4: the time bonus while it runs (server clock), else null: absent when paid or 4 hours after signup. */
      time_bonus: TimeBonus | null;
      /** The credit alert is due: the balance is down to one message's price or less, and not dismissed since it last rose. */
      credit_alert: boolean;
    };

/** The spec's User (§3) for the signed-in member; never the password hash, e-mail tokens or session data. */
export async function userDto(user: SessionUser | null): Promise<UserDto> {
  if (!user) return { loggedIn: false };
  const db = await getDb();
  // One round trip: the profile, the dismissals in force and the price of a message on the member's site beside it.
  // A credit-alert dismissal lapses once any ledger entry raised the balance after it (issue 14 §1: the alert
  // comes back when the balance rose and fell again); every other dismissal is for good.
  const [row] = await db
    .select({
      profile: profiles,
      dismissed: sql<DismissibleAlert[]>`array(
        select d.alert from ${alertDismissals} d where d.user_id = ${user.id}
        and (d.alert <> 'credit_alert' or not exists (
          select 1 from ${creditEntries} e where e.user_id = ${user.id} and e.delta > 0 and e.created_at > d.dismissed_at)))`,
      messageCredits: sql<number>`(select ${sites.messageCredits} from ${sites} where ${sites.id} = ${user.siteId})`,
    })
    .from(profiles)
    .where(eq(profiles.userId, user.id));
  const profile = row?.profile;
  const dismissed = row?.dismissed ?? [];
  const bonus = timeBonusFor({ paid: user.paidUser, signupDate: user.signupDate }, now());
  const timeBonus = bonus
    ? { code: bonus.code, percentage: bonus.percentage, expires_at: bonus.expiresAt.toISOString() }
    : null;
  return {
    loggedIn: true,
    id: user.id,
    status: user.status,
    credits: user.credits,
    notifications_disabled: user.notificationsDisabled,
    paid_user: user.paidUser,
    trafficsource: user.trafficSource !== null,
    fictional_icon: true,
    language: user.language,
    signup_date: user.signupDate.toISOString(),
    profile: {
      name: profile?.name ?? '',
      country: profile?.country ?? null,
      status: profile?.status ?? 'disabled',
      main_image: profile?.mainPhotoId ? photoUrls(profile.mainPhotoId) : null,
    },
    dismissed_alerts: dismissed,
    push_alert_dismissed_at: user.pushAlertDismissedAt?.toISOString() ?? null,
    time_bonus: timeBonus,
    // The time bonus banner already offers credits: the credit alert waits until it is gone.
    credit_alert:
      timeBonus === null &&
      !dismissed.includes('credit_alert') &&
      creditRunsLow(user.credits, Number(row?.messageCredits ?? 0)),
  };
}

/** The spec's User for the request's viewer, read now (after a change the request made), or `{ loggedIn: false }`. */
export async function viewerDto(viewer: Pick<Viewer, 'id'> | null): Promise<UserDto> {
  if (!viewer) return { loggedIn: false };
  const db = await getDb();
  const [user] = await db.select().from(users).where(eq(users.id, viewer.id));
  return userDto(user ?? null);
}
