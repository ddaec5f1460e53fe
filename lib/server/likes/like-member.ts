import 'server-only';
import { and, count, eq, gte, sql } from 'drizzle-orm';
import { env } from '@/lib/config/env';
import { getDb, type Db, type Tx } from '@/lib/db/client';
import { likes, profiles, rateLimits, users } from '@/lib/db/schema';
import type { LikeResult, SwipeLikeResult, UnlikeResult } from '@/lib/schemas/likes';
import { SWIPE_LIKES_PER_DAY } from '@/lib/schemas/likes';
import { assertMayWrite } from '@/lib/server/auth/session';
import type { Viewer } from '@/lib/server/auth/viewer';
import { nowMs } from '@/lib/server/core/clock';
import { AppError } from '@/lib/server/core/errors';
import { log } from '@/lib/server/core/log';
import { assertWithinLimit } from '@/lib/server/limits/assert-within-limit';
import { scheduleMailDelivery } from '@/lib/server/mail/deliver-mail';
import { shownMember, type ShownOn } from '@/lib/server/members/shown-member';
import { queuePush } from '@/lib/server/push/queue-push';
import { getSite } from '@/lib/server/sites/get-site';
import { errorFields } from '@/lib/utils/error-fields';
import { likeDay } from './like-day';
import { recordLike, removeLike } from './like-rules';
import { matchCard } from './list-likes';
import { notifyLike } from './notify-like';

/** Likes and takings-back per member per minute (`LIKES_PER_MINUTE`, 30): far above a person's pace, low enough to stop a script (then 429). */
export const likesPerMinute = (): number => env().LIKES_PER_MINUTE;

type LikeInput = { viewer: Pick<Viewer, 'id'>; siteKey: string; profileId: string };

/** The flood limit every like and unlike counts against (one key, so toggling does not get round it). */
async function assertLikePace(viewerId: string): Promise<void> {
  await assertWithinLimit(await getDb(), { key: `like:${viewerId}`, windowMs: 60_000, limit: likesPerMinute() });
}

/**
 * The member's own row, locked for the transaction: a member suspended or banned meanwhile writes nothing
 * (assertMayWrite), and one member's likes take turns (the daily swipe count is read under this lock).
 * NO KEY UPDATE, so the other member's foreign-key checks on this row do not wait for it.
 */
export async function lockLiker(tx: Tx, viewerId: string): Promise<void> {
  const [liker] = await tx
    .select({ status: users.status })
    .from(users)
    .where(eq(users.id, viewerId))
    .for('no key update');
  assertMayWrite(liker?.status);
  if (!liker) throw new AppError('authentication_required');
}

/** The member to like, if the site shows them to the viewer (shownMember): else the one 404 of every refusal. */
async function assertLikeable(tx: Tx, site: ShownOn, viewerId: string, profileId: string): Promise<void> {
  const [target] = await tx
    .select({ id: users.id })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(and(eq(users.id, profileId), shownMember(site, viewerId)));
  if (!target) throw new AppError('not_found');
}

/** Queues the like mail in a savepoint: a mail that cannot be written is logged and the like still goes through. */
async function mailLike(tx: Tx, input: { recipientId: string; likerId: string; match: boolean }): Promise<boolean> {
  return tx
    .transaction(async (savepoint) => (await notifyLike(savepoint, input)) !== null)
    .catch((error: unknown) => {
      log('warn', 'like mail not queued', errorFields(error));
      return false;
    });
}

type Site = Awaited<ReturnType<typeof getSite>>;
/** What a source's own rule learned before the like (the swipe game's count of the day). */
type Checked<T> = { skip: boolean; extra: T };

/**
 * One like in one transaction, whatever its source: the flood limit, the liker's row lock, the one 404 of
 * shownMember, the source's own rule (`check`, under the lock; `skip` for a like that exists), the like
 * with its match, its mail, and the matched member for the modal.
 */
async function likeWith<T>(
  input: LikeInput,
  source: 'member' | 'swipe',
  check: (tx: Tx, site: Site) => Promise<Checked<T>>,
): Promise<{ result: LikeResult; extra: T }> {
  await assertLikePace(input.viewer.id);
  const db = await getDb();
  // Read before the transaction: on PGlite (one connection) a read beside an open transaction would wait for it.
  const site = await getSite(input.siteKey);
  const outcome = await db.transaction(async (tx) => {
    await lockLiker(tx, input.viewer.id);
    await assertLikeable(tx, site, input.viewer.id, input.profileId);
    const { skip, extra } = await check(tx, site);
    if (skip) return { match: false, mailed: false, profile: null, extra };
    const recorded = await recordLike(tx, { likerId: input.viewer.id, likedId: input.profileId, source });
    const mailed = recorded.created
      ? await mailLike(tx, { recipientId: input.profileId, likerId: input.viewer.id, match: recorded.match })
      : false;
    if (recorded.created)
      await queuePush(tx, {
        userId: input.profileId,
        kind: recorded.match ? 'match' : 'like',
        ref: input.viewer.id,
        key: `${input.viewer.id}:${input.profileId}:${recorded.match ? 'm' : 'l'}`,
      });
    const profile = recorded.match ? await matchCard(tx, site, input.viewer.id, input.profileId) : null;
    return { match: recorded.match, mailed, profile, extra };
  });
  if (outcome.mailed) scheduleMailDelivery();
  const result: LikeResult = {
    liked: true,
    match: outcome.match,
    ...(outcome.profile ? { profile: outcome.profile } : {}),
  };
  return { result, extra: outcome.extra };
}

/**
 * POST /api/likes: the viewer likes a member the site shows them. Idempotent: a like that exists changes
 * nothing and answers `match: false` (the match modal is shown once, from the answer that made it).
 * Liking oneself, a hidden, blocked, deleted or unknown member is the same 404.
 */
export async function likeMember(input: LikeInput): Promise<LikeResult> {
  return (await likeWith(input, 'member', () => Promise.resolve({ skip: false, extra: null }))).result;
}

/** DELETE /api/likes: takes the viewer's like back (a match ends with it). Idempotent: no like, nothing to do. */
export async function unlikeMember(input: Omit<LikeInput, 'siteKey'>): Promise<UnlikeResult> {
  await assertLikePace(input.viewer.id);
  const db = await getDb();
  await db.transaction(async (tx) => {
    await lockLiker(tx, input.viewer.id);
    await removeLike(tx, input.viewer.id, input.profileId);
  });
  return { liked: false };
}

/** The counter of a member's swipe likes of one day (a rate_limits row kept two days): a like taken back still counts. */
const swipeDayKey = (viewerId: string) => `swipe-day:${viewerId}`;

/**
 * The viewer's swipe likes of today (see likeDay) and when the day ends: the day's counter, which only
 * grows (taking a swipe like back does not give the like back), or the day's swipe likes where more
 * (likes written before the counter existed).
 */
export async function swipeLikesToday(
  db: Db | Tx,
  viewerId: string,
  siteCountry: string,
): Promise<{ used: number; resetsAt: Date; start: Date }> {
  const day = likeDay(siteCountry, nowMs());
  const [[counter], [row]] = await Promise.all([
    db
      .select({ n: rateLimits.count })
      .from(rateLimits)
      .where(and(eq(rateLimits.key, swipeDayKey(viewerId)), eq(rateLimits.windowStart, day.start))),
    db
      .select({ n: count() })
      .from(likes)
      .where(and(eq(likes.likerId, viewerId), eq(likes.source, 'swipe'), gte(likes.createdAt, day.start))),
  ]);
  return { used: Math.max(counter?.n ?? 0, row?.n ?? 0), resetsAt: day.end, start: day.start };
}

/** Counts one swipe like in the day's counter, in the like's transaction. */
async function countSwipeLike(tx: Tx, viewerId: string, dayStart: Date, used: number): Promise<void> {
  await tx
    .insert(rateLimits)
    .values({ key: swipeDayKey(viewerId), windowStart: dayStart, count: used })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`greatest(${rateLimits.count} + 1, ${used})` },
    });
}

/**
 * The swipe game's like (spec §9): as likeMember, and at most SWIPE_LIKES_PER_DAY a day, counted under
 * the liker's row lock so that raced likes at the limit accept exactly one; past it 409
 * `daily_likes_reached` with when the likes reset. A member already liked costs nothing.
 */
export async function swipeLike(input: LikeInput): Promise<SwipeLikeResult> {
  const { result, extra: today } = await likeWith(input, 'swipe', async (tx, site) => {
    const day = await swipeLikesToday(tx, input.viewer.id, site.defaultCountry);
    const [existing] = await tx
      .select({ liker: likes.likerId })
      .from(likes)
      .where(and(eq(likes.likerId, input.viewer.id), eq(likes.likedId, input.profileId)));
    if (existing) return { skip: true, extra: day };
    if (day.used >= SWIPE_LIKES_PER_DAY)
      throw new AppError('daily_likes_reached', {
        params: { limit: SWIPE_LIKES_PER_DAY, resets_at: day.resetsAt.toISOString() },
        retryAfterS: Math.max(1, Math.ceil((day.resetsAt.getTime() - nowMs()) / 1000)),
      });
    await countSwipeLike(tx, input.viewer.id, day.start, day.used + 1);
    return { skip: false, extra: { ...day, used: day.used + 1 } };
  });
  return {
    ...result,
    likes_left: Math.max(0, SWIPE_LIKES_PER_DAY - today.used),
    resets_at: today.resetsAt.toISOString(),
  };
}
