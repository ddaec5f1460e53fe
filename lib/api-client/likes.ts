import type { AutoLikeAnswer, LikeResult, SwipeDeckAnswer, SwipeLikeResult, UnlikeResult } from '@/lib/schemas/likes';
import { api, apiCall as call, fetcher, idempotent } from './client';

/** Likes a member (idempotent: liking twice changes nothing); the answer says whether it made a match. */
export const likeMember = (profile: string) =>
  call(() => api.post('/api/likes', idempotent({ json: { profile } })).json<LikeResult>());

/** Takes a like back. */
export const unlikeMember = (profile: string) =>
  call(() => api.delete('/api/likes', idempotent({ json: { profile } })).json<UnlikeResult>());

/** The member saw the match modal of this member: the poll stops offering it. */
export const markMatchSeen = (profile: string) =>
  call(() => api.post('/api/likes/match-seen', idempotent({ json: { profile } })).json<{ ok: true }>());

/** A like from a fitting fictional profile for the like modal (`?t=`), or `{profile: null}`. */
export const fetchAutoLike = () => fetcher<AutoLikeAnswer>('/api/auto-like');

/** The swipe game's next cards from `offset`, with the likes left today. */
export const fetchSwipeDeck = (offset: number) => fetcher<SwipeDeckAnswer>(`/api/swipe?offset=${offset}`);

/** The swipe game's like: at most four a day (409 daily_likes_reached). */
export const swipeLikeMember = (profile: string) =>
  call(() => api.post('/api/swipe/likes', idempotent({ json: { profile } })).json<SwipeLikeResult>());
