import 'server-only';
import { and, eq, isNotNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '@/lib/db/client';
import { conversationMembers, users } from '@/lib/db/schema';
import { AppError } from '@/lib/server/core/errors';
import type { Operator } from '@/lib/server/ops/operator';
import { assertSiteInScope, mayUseArea } from '@/lib/server/ops/scope';

export type PersonaConversation = {
  conversationId: string;
  siteId: number;
  memberId: string;
  memberLanguage: string;
  personaUserId: string;
  personaId: string;
};

const member = alias(users, 'member');

/**
 * A conversation between a member and a persona's profile, as an inbox operator may see it: a conversation
 * of another kind, unknown, or of a member on a site outside the operator's scope is 404 (issue 15 §8).
 */
export async function loadPersonaConversation(
  db: Db | Tx,
  operator: Operator,
  conversationId: string,
): Promise<PersonaConversation> {
  if (!mayUseArea(operator, 'inbox')) throw new AppError('forbidden');
  const [row] = await db
    .select({
      personaUserId: users.id,
      personaId: users.personaId,
      memberId: member.id,
      siteId: member.siteId,
      memberLanguage: member.language,
    })
    .from(conversationMembers)
    .innerJoin(users, and(eq(users.id, conversationMembers.userId), isNotNull(users.personaId)))
    .innerJoin(member, and(eq(member.id, conversationMembers.otherUserId), eq(member.fictional, false)))
    .where(eq(conversationMembers.conversationId, conversationId))
    .limit(1);
  if (!row || !row.personaId) throw new AppError('not_found');
  assertSiteInScope(operator, row.siteId);
  return {
    conversationId,
    siteId: row.siteId,
    memberId: row.memberId,
    memberLanguage: row.memberLanguage,
    personaUserId: row.personaUserId,
    personaId: row.personaId,
  };
}
