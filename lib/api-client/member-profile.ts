import type { UnlockResult } from '@/lib/schemas/member-profile';
import { api, apiCall as call, idempotent } from './client';

/** Unlocks a member's private photos for the site's photo_credits (charged once however often it is sent). */
export const unlockPrivatePhotos = (memberId: string) =>
  call(() => api.post(`/api/members/${memberId}/photos/unlock`, idempotent({ json: {} })).json<UnlockResult>());
