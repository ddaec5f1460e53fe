import 'server-only';
import { sql } from 'drizzle-orm';
import { ONLINE_WINDOW_MS } from '@/lib/config/constants';
import { likes, profiles, users } from '@/lib/db/schema';
import type { ShowcaseMember } from '@/lib/schemas/members';
import { now, nowMs } from '@/lib/server/core/clock';
import { photoUrls } from '@/lib/server/photos/photo-urls';
import { ageOn } from '@/lib/utils/age';

/** The columns a member card needs: first name, birth date, place, the fictional flag and the main photo. */
export const SHOWCASE_COLUMNS = {
  id: users.id,
  name: profiles.name,
  birthDate: profiles.birthDate,
  country: profiles.country,
  region: profiles.region,
  fictional: users.fictional,
  photo: profiles.mainPhotoId,
};

/**
 * SHOWCASE_COLUMNS and what a list of members for a member adds: online now (active within ONLINE_WINDOW_MS) and
 * whether the viewer likes them (always false for a visitor).
 */
export function listedMemberColumns(viewerId: string | null) {
  const onlineSince = new Date(nowMs() - ONLINE_WINDOW_MS);
  return {
    ...SHOWCASE_COLUMNS,
    online: sql<boolean>`coalesce(${users.lastActiveAt} > ${onlineSince}, false)`,
    liked: viewerId
      ? sql<boolean>`exists (select 1 from ${likes} where ${likes.likerId} = ${viewerId} and ${likes.likedId} = ${users.id})`
      : sql<boolean>`false`,
  };
}

type ShowcaseRow = {
  id: string;
  name: string;
  birthDate: string | null;
  country: string | null;
  region: string | null;
  fictional: boolean;
  photo: string | null;
};

/** Rows of SHOWCASE_COLUMNS as member cards; rows without a photo are left out. */
export function toShowcaseMembers(rows: ShowcaseRow[]): ShowcaseMember[] {
  const today = now();
  return rows.flatMap((r) =>
    r.photo
      ? [
          {
            id: r.id,
            name: r.name,
            age: ageOn(r.birthDate, today) ?? 0,
            country: r.country,
            region: r.region,
            fictional: r.fictional,
            image: photoUrls(r.photo),
          },
        ]
      : [],
  );
}
