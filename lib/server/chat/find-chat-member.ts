import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { conversationMembers, profiles, users } from '@/lib/db/schema';
import type { ChatPartner } from '@/lib/schemas/chat';
import { shownMember } from '@/lib/server/members/member-cards';
import { blockBetween } from './block-rules';
import { loadPartners } from './chat-partners';

/**
 * /members/{id}/chat: the member to write to, if this site shows them (the same rule as search and
 * landers), and the viewer's conversation with them when one exists.
 */
export async function findChatMember(input: { siteId: number; memberId: string; viewerId: string | null }): Promise<{ profile: ChatPartner; conversation: string | null } | null> {
  const db = await getDb();
  if (input.viewerId === input.memberId) return null;
  const [shown] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(and(eq(users.id, input.memberId), eq(users.siteId, input.siteId), shownMember()));
  if (!shown) return null;
  const profile = (await loadPartners(db, [input.memberId])).get(input.memberId);
  if (!profile) return null;
  if (!input.viewerId) return { profile, conversation: null };
  // Spec §6: a blocked member cannot open the blocker's pages; to them it is a page that does not exist.
  if ((await blockBetween(db, input.viewerId, input.memberId)).blockedByOther) return null;
  const [existing] = await db
    .select({ id: conversationMembers.conversationId })
    .from(conversationMembers)
    .where(and(eq(conversationMembers.userId, input.viewerId), eq(conversationMembers.otherUserId, input.memberId)));
  return { profile, conversation: existing?.id ?? null };
}
