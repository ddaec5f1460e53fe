import type { PersonaPhoto } from '@/lib/schemas/ops/personas';
import { api, apiCall as call, idempotent } from './client';

export type { PersonaPhoto };

// Decoding and re-encoding a large photo takes a moment on a busy server: more than the JSON default.
const UPLOAD_TIMEOUT_MS = 60_000;

/** Uploads one image for a persona as the raw request body; the server decides what the file is from its bytes. */
export const uploadPersonaPhoto = (personaId: string, file: Blob, kind: 'free' | 'private') =>
  call(() =>
    api
      .post(
        `/api/ops/personas/${personaId}/photos`,
        idempotent({
          body: file,
          searchParams: { kind },
          headers: { 'Content-Type': file.type.startsWith('image/') ? file.type : 'application/octet-stream' },
          timeout: UPLOAD_TIMEOUT_MS,
        }),
      )
      .json<{ photo: PersonaPhoto }>(),
  );

export const updatePersonaPhoto = (
  personaId: string,
  photoId: string,
  change: { main?: true; kind?: 'free' | 'private' },
) =>
  call(() =>
    api
      .patch(`/api/ops/personas/${personaId}/photos/${photoId}`, idempotent({ json: change }))
      .json<{ photo: PersonaPhoto }>(),
  );

export const deletePersonaPhoto = (personaId: string, photoId: string) =>
  call(() => api.delete(`/api/ops/personas/${personaId}/photos/${photoId}`, idempotent()).json<{ deleted: true }>());
