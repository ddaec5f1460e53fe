import 'server-only';
import { and, eq } from 'drizzle-orm';
import { ONLINE_WINDOW_MS } from '@/lib/config/constants';
import type { Locale } from '@/lib/config/locales';
import { getDb } from '@/lib/db/client';
import { likes, profileInterests, profiles, users } from '@/lib/db/schema';
import type { MemberProfile, MemberProfilePage } from '@/lib/schemas/member-profile';
import type { AttributeField } from '@/lib/schemas/profile';
import { listInterests } from '@/lib/server/catalogue/list-interests';
import { now } from '@/lib/server/core/clock';
import { AppError } from '@/lib/server/core/errors';
import { placeName } from '@/lib/server/landers/get-lander-data';
import { markLikeSeen } from '@/lib/server/likes/mark-like-seen';
import { listProfilePhotos, type PhotoViewer } from '@/lib/server/photos/photo-access';
import { photoUrls } from '@/lib/server/photos/photo-urls';
import { known } from '@/lib/server/profiles/get-own-profile';
import type { Site } from '@/lib/server/sites/get-site';
import { ageOn } from '@/lib/utils/age';
import { canBrowseAsVisitor } from './logged-out-access';
import { listRelatedProfiles } from './related-profiles';
import { shownMember } from './shown-member';

/** Sexuality, reason for joining and interests: shown only with the member's recorded consent (GDPR Art. 9). */
const SPECIAL_FIELDS: readonly string[] = ['sexuality', 'reason', 'interests'];

/**
 * /members/{id} and GET /api/members/{id}: another member's profile as this viewer may see it, with a
 * few related members. Only a member the site shows the viewer (shownMember: active, confirmed, visible,
 * of the site's niche, not the viewer, no block either way); anything else, the viewer's own id included,
 * is the same 404 as an unknown id. A visitor gets it only where the site lets visitors browse members
 * (canBrowseAsVisitor), else `authentication_required`. Opening the profile marks the member's like of
 * the viewer as seen (spec §4).
 */
export async function getMemberProfile(input: {
  site: Site;
  locale: Locale;
  memberId: string;
  viewer: PhotoViewer;
  /** The visitor came with a traffic source (spec §4 logged_out_search_trafficsource). */
  visitorTrafficSource: boolean;
}): Promise<MemberProfilePage> {
  const { site, viewer } = input;
  if (!viewer && !canBrowseAsVisitor(site, input.visitorTrafficSource)) throw new AppError('authentication_required');
  if (viewer?.id === input.memberId) throw new AppError('not_found');
  const db = await getDb();
  const [row] = await db
    .select({ profile: profiles, fictional: users.fictional, lastActiveAt: users.lastActiveAt })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(and(eq(users.id, input.memberId), shownMember(site, viewer?.id)));
  const mainPhotoId = row?.profile.mainPhotoId;
  if (!row || !mainPhotoId) throw new AppError('not_found');
  const p = row.profile;

  const visible = new Set(site.visibleProfileFields);
  const consented = p.specialConsentAt !== null;
  const shows = (field: string) => visible.has(field) && (consented || !SPECIAL_FIELDS.includes(field));
  const attribute = <F extends AttributeField>(field: F, value: string | null) =>
    shows(field) ? known(field, value) : null;

  const [interestRows, allInterests, photoSet, likedRows, related] = await Promise.all([
    shows('interests')
      ? db
          .select({ id: profileInterests.interestId })
          .from(profileInterests)
          .where(eq(profileInterests.userId, p.userId))
      : Promise.resolve([]),
    listInterests(input.locale),
    listProfilePhotos(db, { ownerId: p.userId, mainPhotoId, viewer }),
    viewer
      ? db
          .select({ at: likes.createdAt })
          .from(likes)
          .where(and(eq(likes.likerId, viewer.id), eq(likes.likedId, p.userId)))
      : Promise.resolve([]),
    listRelatedProfiles({ site, viewerId: viewer?.id ?? null, member: p }),
    viewer ? markLikeSeen(db, { likerId: p.userId, viewerId: viewer.id }) : Promise.resolve(),
  ]);
  const mine = new Set(interestRows.map((r) => r.id));
  const today = now();
  const profile: MemberProfile = {
    id: p.userId,
    name: p.name,
    age: shows('age') ? ageOn(p.birthDate, today) : null,
    gender: attribute('gender', p.gender),
    sexuality: attribute('sexuality', p.sexuality),
    hair_colour: attribute('hair_colour', p.hairColour),
    eye_colour: attribute('eye_colour', p.eyeColour),
    body_type: attribute('body_type', p.bodyType),
    relationship_status: attribute('relationship_status', p.relationshipStatus),
    tattoos: attribute('tattoos', p.tattoos),
    reason: attribute('reason', p.reason),
    interests: allInterests.filter((i) => mine.has(i.id)),
    country: shows('country') ? p.country : null,
    region: shows('region') ? p.region : null,
    region_name: shows('region') ? placeName(p) : null,
    tagline: p.tagline,
    about: site.visibleProfileNotes ? p.about : '',
    online: row.lastActiveAt !== null && today.getTime() - row.lastActiveAt.getTime() < ONLINE_WINDOW_MS,
    last_active: row.lastActiveAt?.toISOString() ?? null,
    fictional_icon: row.fictional,
    main_image: photoUrls(mainPhotoId),
    photos: photoSet.photos,
    more_photos: photoSet.more,
    private_photos: { count: photoSet.privateCount, locked: photoSet.locked, credits: site.photoCredits },
    liked: likedRows.length > 0,
    visible_fields: site.visibleProfileFields.filter(shows),
  };
  return { profile, related };
}
