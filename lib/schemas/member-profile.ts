import { z } from 'zod';
import { photoUrlsSchema, showcaseMemberSchema } from './members';
import {
  BODY_TYPES,
  EYE_COLOURS,
  GENDERS,
  HAIR_COLOURS,
  REASONS,
  RELATIONSHIP_STATUSES,
  SEXUALITIES,
  TATTOOS,
} from './profile';
import { interestSchema } from './settings';

/** A photo the viewer may see; `private` photos are shown because the viewer unlocked them or is premium. */
export const profilePhotoSchema = z.object({ id: z.string(), private: z.boolean(), image: photoUrlsSchema });
export type ProfilePhoto = z.infer<typeof profilePhotoSchema>;

/**
 * Another member's profile as the viewer may see it (spec §3 field names; a field the site does not
 * show, `visible_profile_fields`, is null or empty). Sexuality, reason and interests only when the member
 * consented to showing them. `photos` are the ones the viewer may see, main first (spec §6: a visitor the
 * main photo only, a member the free ones, the private ones once unlocked or premium); `more_photos` counts
 * the free photos a visitor sees after logging in, `private_photos` the private ones and their price.
 */
export const memberProfileSchema = z.object({
  id: z.string(),
  name: z.string(),
  age: z.number().int().nullable(),
  gender: z.enum(GENDERS).nullable(),
  sexuality: z.enum(SEXUALITIES).nullable(),
  hair_colour: z.enum(HAIR_COLOURS).nullable(),
  eye_colour: z.enum(EYE_COLOURS).nullable(),
  body_type: z.enum(BODY_TYPES).nullable(),
  relationship_status: z.enum(RELATIONSHIP_STATUSES).nullable(),
  tattoos: z.enum(TATTOOS).nullable(),
  reason: z.enum(REASONS).nullable(),
  interests: z.array(interestSchema),
  country: z.string().nullable(),
  region: z.string().nullable(),
  region_name: z.string().nullable(),
  tagline: z.string(),
  about: z.string(),
  online: z.boolean(),
  last_active: z.string().nullable(),
  /** This profile is fictional: the site shows the fictional icon and its fictional_warning with it. */
  fictional_icon: z.boolean(),
  main_image: photoUrlsSchema,
  photos: z.array(profilePhotoSchema),
  more_photos: z.number().int(),
  private_photos: z.object({ count: z.number().int(), locked: z.boolean(), credits: z.number().int() }),
  /** The viewer likes this member (false for visitors). */
  liked: z.boolean(),
  /** The site's visible_profile_fields, in its order: what the page lists. */
  visible_fields: z.array(z.string()),
});
export type MemberProfile = z.infer<typeof memberProfileSchema>;

/** The profile with a few related members (same niche rule, similar gender, place and age). */
export type MemberProfilePage = { profile: MemberProfile; related: z.infer<typeof showcaseMemberSchema>[] };

/** `POST /api/members/{id}/photos/unlock`: the private photos now visible and the balance after paying (or not). */
export type UnlockResult = { unlocked: true; charged: boolean; credits: number; photos: ProfilePhoto[] };
