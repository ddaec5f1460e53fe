import type { GeocodeResult, OwnProfile, ProfilePatchInput } from '@/lib/schemas/profile';
import { api, apiCall, idempotent } from './client';

export const PROFILE_KEY = '/api/profile';

/** Saves part of the member's own profile; the answer is the whole profile as stored. */
export const patchProfile = (patch: ProfilePatchInput) =>
  apiCall(() => api.patch(PROFILE_KEY, idempotent({ json: patch })).json<{ profile: OwnProfile }>()).then(
    (r) => r.profile,
  );

/** Maps a browser position to a served region and stores it on the profile (`stored: false` outside the served countries). */
export const geocodePosition = (lat: number, lon: number) =>
  apiCall(() =>
    api.get('/api/geocode', { searchParams: { lat: lat.toFixed(6), lon: lon.toFixed(6) } }).json<GeocodeResult>(),
  );
