import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Niche } from '@/lib/config/constants';
import { getDb } from '@/lib/db/client';
import { blocks, conversationMembers, profiles, users } from '@/lib/db/schema';
import { now } from '@/lib/server/core/clock';
import { AppError } from '@/lib/server/core/errors';
import { shownMember } from '@/lib/server/members/shown-member';

/**
 * Blocks a member: they can no longer write to the blocker or open the blocker's chat page, and the
 * blocker's conversation with them leaves the blocker's list while the block lasts (listChats leaves
 * out blocked partners; the conversation and its messages are kept, so an unblock brings it back as it
 * was). Blocking twice changes nothing.
 */
export async function blockMember(input: {
  userId: string;
  niche: Niche;
  memberId: string;
}): Promise<{ blocked: true }> {
  if (input.memberId === input.userId) throw new AppError('not_found');
  const db = await getDb();
  return db.transaction(async (tx) => {
    // The member's row lock is the one their sends take: a message of theirs in flight finishes before the
    // block (and is hidden with the conversation), and every later one sees the block.
    const [member] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, input.memberId))
      .for('no key update');
    // Only someone the member can meet: a member the site shows them (shownMember, whichever site they
    // signed up on), a chat partner, or one blocked already. Anyone else (hidden, banned, unconfirmed, of
    // another niche) is the same 404 as an unknown id, so blocks cannot probe accounts.
    const [reachable] = member
      ? await tx
          .select({ id: users.id })
          .from(users)
          .innerJoin(profiles, eq(profiles.userId, users.id))
          .where(and(eq(users.id, input.memberId), shownMember({ niche: input.niche }, input.userId)))
          .union(
            tx
              .select({ id: conversationMembers.otherUserId })
              .from(conversationMembers)
              .where(
                and(eq(conversationMembers.userId, input.userId), eq(conversationMembers.otherUserId, input.memberId)),
              ),
          )
          .union(
            tx
              .select({ id: blocks.blockedId })
              .from(blocks)
              .where(and(eq(blocks.blockerId, input.userId), eq(blocks.blockedId, input.memberId))),
          )
      : [];
    if (!reachable) throw new AppError('not_found');
    await tx
      .insert(blocks)
      .values({ blockerId: input.userId, blockedId: input.memberId, createdAt: now() })
      .onConflictDoNothing();
    // Not `hidden`: that is the member's own removal (deleteChat), which an unblock must not undo.
    await tx
      .update(conversationMembers)
      .set({ unreadCount: 0 })
      .where(and(eq(conversationMembers.userId, input.userId), eq(conversationMembers.otherUserId, input.memberId)));
    return { blocked: true };
  });
}

/** Lifts a block (the conversation is back in the list as before the block); unblocking someone not blocked changes nothing. */
export async function unblockMember(input: { userId: string; memberId: string }): Promise<{ blocked: false }> {
  const db = await getDb();
  await db.delete(blocks).where(and(eq(blocks.blockerId, input.userId), eq(blocks.blockedId, input.memberId)));
  return { blocked: false };
}
