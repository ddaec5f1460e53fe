import type { LikeResult, UnlikeResult } from '@/lib/schemas/likes';
import { api, apiCall as call, idempotent } from './client';

/** Likes a member (idempotent: liking twice changes nothing); the answer says whether it made a match. */
export const likeMember = (profile: string) =>
  call(() => api.post('/api/likes', idempotent({ json: { profile } })).json<LikeResult>());

/** Takes a like back. */
export const unlikeMember = (profile: string) =>
  call(() => api.delete('/api/likes', idempotent({ json: { profile } })).json<UnlikeResult>());
