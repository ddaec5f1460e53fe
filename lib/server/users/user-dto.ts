import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { alertDismissals, profiles, users, type DismissibleAlert } from '@/lib/db/schema';
import type { SessionUser } from '@/lib/server/auth/session';
import type { Viewer } from '@/lib/server/auth/viewer';
import { photoUrls } from '@/lib/server/photos/photo-urls';

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
      /** Alerts the member dismissed for good (the enrich-profile alert of spec §4). */
      dismissed_alerts: DismissibleAlert[];
    };

/** The spec's User (§3) for the signed-in member; never the password hash, e-mail tokens or session data. */
export async function userDto(user: SessionUser | null): Promise<UserDto> {
  if (!user) return { loggedIn: false };
  const db = await getDb();
  // One round trip: the profile and the dismissed alerts beside it.
  const [row] = await db
    .select({
      profile: profiles,
      dismissed: sql<
        DismissibleAlert[]
      >`array(select ${alertDismissals.alert} from ${alertDismissals} where ${alertDismissals.userId} = ${user.id})`,
    })
    .from(profiles)
    .where(eq(profiles.userId, user.id));
  const profile = row?.profile;
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
    dismissed_alerts: row?.dismissed ?? [],
  };
}

/** The spec's User for the request's viewer, read now (after a change the request made), or `{ loggedIn: false }`. */
export async function viewerDto(viewer: Pick<Viewer, 'id'> | null): Promise<UserDto> {
  if (!viewer) return { loggedIn: false };
  const db = await getDb();
  const [user] = await db.select().from(users).where(eq(users.id, viewer.id));
  return userDto(user ?? null);
}
