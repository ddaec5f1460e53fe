import { z } from 'zod';

/** `POST /api/likes` and `DELETE /api/likes`: the member to like or to stop liking. */
export const likeInputSchema = z.object({ profile: z.uuid() });
export type LikeInput = z.infer<typeof likeInputSchema>;

/** The answer to a like: whether it made a match (the other member liked first), and the likes left today where a daily limit applies. */
export type LikeResult = { liked: true; match: boolean; likes_left?: number | null };
export type UnlikeResult = { liked: false };
