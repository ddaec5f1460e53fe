import type { OwnPhoto, OwnPhotoList, PhotoKind, ReorderPhotosInput, UpdatePhotoInput } from '@/lib/schemas/photos';
import { api, apiCall, idempotent } from './client';

export const OWN_PHOTOS_KEY = '/api/photos';

// Decoding and re-encoding a large photo takes a moment on a busy server: more than the JSON default.
export const UPLOAD_TIMEOUT_MS = 60_000;

/**
 * Uploads one image as the raw request body. The declared type only has to be an image type; the server
 * decides what the file is from its bytes. One Idempotency-Key covers every retry, so it is stored once.
 */
export const uploadPhoto = (file: Blob, kind: PhotoKind = 'free') =>
  apiCall(() =>
    api
      .post(
        OWN_PHOTOS_KEY,
        idempotent({
          body: file,
          searchParams: { kind },
          headers: { 'Content-Type': file.type.startsWith('image/') ? file.type : 'application/octet-stream' },
          timeout: UPLOAD_TIMEOUT_MS,
        }),
      )
      .json<{ photo: OwnPhoto }>(),
  ).then((r) => r.photo);

export const listOwnPhotos = () => apiCall(() => api.get(OWN_PHOTOS_KEY).json<OwnPhotoList>());

export const updatePhoto = (id: string, change: UpdatePhotoInput) =>
  apiCall(() => api.patch(`${OWN_PHOTOS_KEY}/${id}`, idempotent({ json: change })).json<{ photo: OwnPhoto }>()).then(
    (r) => r.photo,
  );

export const deletePhoto = (id: string) =>
  apiCall(() => api.delete(`${OWN_PHOTOS_KEY}/${id}`, idempotent()).json<{ ok: true; main_photo_id: string | null }>());

export const reorderPhotos = (ids: ReorderPhotosInput['ids']) =>
  apiCall(() => api.put(`${OWN_PHOTOS_KEY}/order`, idempotent({ json: { ids } })).json<OwnPhotoList>());
