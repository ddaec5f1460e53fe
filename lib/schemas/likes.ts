import { z } from 'zod';
import type { PhotoUrls, ShowcaseMember } from './members';

/** `POST /api/likes` and `DELETE /api/likes`: the member to like or to stop liking. */
export const likeInputSchema = z.object({ profile: z.uuid() });
export type LikeInput = z.infer<typeof likeInputSchema>;

/** The swipe game's daily likes (spec §9). */
export const SWIPE_LIKES_PER_DAY = 4;

/**
 * The answer to a like: whether it made a match (the other member liked first; then `profile` is the member
 * for the match modal), and the likes left today where a daily limit applies.
 */
export type LikeResult = { liked: true; match: boolean; profile?: MatchProfile; likes_left?: number | null };
export type UnlikeResult = { liked: false };

/** The lists of /likes: received (who likes me), sent (whom I like), mutual (matches). */
export const LIKE_LIST_TYPES = ['received', 'sent', 'mutual'] as const;
export type LikeListType = (typeof LIKE_LIST_TYPES)[number];
export const isLikeListType = (value: string): value is LikeListType =>
  (LIKE_LIST_TYPES as readonly string[]).includes(value);

/** A member as the match and like modals show them: enough for the 250 px circle, the name and the fictional marker. */
export type MatchProfile = Pick<ShowcaseMember, 'id' | 'name' | 'age' | 'fictional'> & { main_image: PhotoUrls };

/**
 * `GET /api/likes` (likes.php), polled with the user and the chats: whom the member likes (`profiles`, with
 * `mutual` for a match), who likes them (`liked_by`, spec §3 "Liked-by entry": `like_new` until the member
 * opens that profile), the number of new likes for the badge and the matches whose modal the member has not seen.
 */
export type LikesAnswer = {
  profiles: { id: string; mutual: boolean }[];
  liked_by: { id: string; like_new: boolean }[];
  total_new: number;
  new_matches: MatchProfile[];
};

/** `POST /api/likes/match-seen`: the member saw the match modal of this profile. */
export const matchSeenSchema = z.object({ profile: z.uuid() });

/** `GET /api/auto-like` (auto-like.php): a like from a fictional profile that fits, or null (spec §7). */
export type AutoLikeAnswer = { profile: MatchProfile | null; match?: boolean };

/** A card of the swipe game. */
export type SwipeProfile = ShowcaseMember;

/** `GET /api/swipe`: the next cards and the day's likes. `resets_at` is when the likes are counted anew (ISO). */
export type SwipeDeckAnswer = { cards: SwipeProfile[]; likes_left: number; resets_at: string };
export const swipeDeckQuerySchema = z.object({ offset: z.coerce.number().int().min(0).max(1000).default(0) });

/** The swipe game's like: answered with the likes left today and when they reset. */
export type SwipeLikeResult = LikeResult & { likes_left: number; resets_at: string };
