import { z } from 'zod';
import { photoUrlsSchema } from './members';

export const PHOTO_KINDS = ['free', 'private'] as const;
export const photoKindSchema = z.enum(PHOTO_KINDS);
export type PhotoKind = z.infer<typeof photoKindSchema>;

/** One of the signed-in member's own photos, as GET /api/photos lists it. */
export const ownPhotoSchema = z.object({
  id: z.uuid(),
  kind: photoKindSchema,
  main: z.boolean(),
  sort: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  created_at: z.string(),
  /** The renditions' URLs in the spec's main_image shape: full size, thumbnail, 250 px match circle. */
  image: photoUrlsSchema,
});
export type OwnPhoto = z.infer<typeof ownPhotoSchema>;

/** GET /api/photos: the member's photos in their order, and how many they may have (3 free, 25 premium). */
export const ownPhotoListSchema = z.object({
  photos: z.array(ownPhotoSchema),
  limit: z.number().int(),
  paid_user: z.boolean(),
  /** Photos a moderator rejected: shown to nobody, listed here with the reason (issue 15, README "Moderation"). */
  rejected: z.array(z.object({ id: z.uuid(), created_at: z.string(), reason: z.string() })).optional(),
});
export type OwnPhotoList = z.infer<typeof ownPhotoListSchema>;

/** POST /api/photos?kind=…: the image itself is the body. */
export const uploadPhotoQuerySchema = z.strictObject({ kind: photoKindSchema.optional() });

/** PATCH /api/photos/{id}: change the kind and/or make it the main photo; unknown keys are refused. */
export const updatePhotoSchema = z
  .strictObject({ kind: photoKindSchema.optional(), main: z.literal(true).optional() })
  .refine((v) => v.kind !== undefined || v.main !== undefined, { message: 'required' })
  // A private photo is never the main photo: asking for both at once is a contradiction, not a race.
  .refine((v) => !(v.kind === 'private' && v.main), { message: 'photo_private_main', path: ['main'] });
export type UpdatePhotoInput = z.infer<typeof updatePhotoSchema>;

/** PUT /api/photos/order: own photo ids in the wanted order (photos left out keep their order after these). */
export const reorderPhotosSchema = z.strictObject({
  ids: z
    .array(z.uuid())
    .min(1)
    .max(100)
    .refine((ids) => new Set(ids).size === ids.length, { message: 'duplicate_ids' }),
});
export type ReorderPhotosInput = z.infer<typeof reorderPhotosSchema>;
