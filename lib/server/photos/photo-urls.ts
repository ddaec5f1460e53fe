import 'server-only';

export const PHOTO_SIZES = { full: 512, thumb: 160, match: 250 } as const;
export type PhotoSize = keyof typeof PHOTO_SIZES;

/** URLs of a photo's renditions; each is served by the authorising photo route. */
export function photoUrls(photoId: string): { filename: string; thumb_filename: string; match: string } {
  return {
    filename: `/api/photos/${photoId}/full`,
    thumb_filename: `/api/photos/${photoId}/thumb`,
    match: `/api/photos/${photoId}/match`,
  };
}
