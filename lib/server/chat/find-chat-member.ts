import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Niche } from '@/lib/config/constants';
import { getDb } from '@/lib/db/client';
import { conversationMembers, profiles, users } from '@/lib/db/schema';
import type { ChatPartner } from '@/lib/schemas/chat';
import { shownMember } from '@/lib/server/members/shown-member';
import { blockBetween } from './block-rules';
import { loadPartners } from './chat-partners';

/**
 * /members/{id}/chat: the viewer's conversation with the member when one exists (a conversation may
 * join members of two sites and stays theirs, as /chats/{id} does), else the member to write to if the
 * site shows them to the viewer (shownMember, the rule of every list and of the first message).
 * A member who blocked the viewer is, to the viewer, a page that does not exist (spec §6).
 */
export async function findChatMember(input: {
  niche: Niche;
  memberId: string;
  viewerId: string | null;
}): Promise<{ profile: ChatPartner; conversation: string | null } | null> {
  const db = await getDb();
  if (input.viewerId === input.memberId) return null;
  if (input.viewerId) {
    const [existing] = await db
      .select({ id: conversationMembers.conversationId })
      .from(conversationMembers)
      .where(and(eq(conversationMembers.userId, input.viewerId), eq(conversationMembers.otherUserId, input.memberId)));
    if (existing) {
      if ((await blockBetween(db, input.viewerId, input.memberId)).blockedByOther) return null;
      const profile = (await loadPartners(db, [input.memberId], input.viewerId)).get(input.memberId);
      return profile ? { profile, conversation: existing.id } : null;
    }
  }
  const [shown] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(and(eq(users.id, input.memberId), shownMember({ niche: input.niche }, input.viewerId)));
  if (!shown) return null;
  const profile = (await loadPartners(db, [input.memberId])).get(input.memberId);
  return profile ? { profile, conversation: null } : null;
}
