import 'server-only';
import { sql } from 'drizzle-orm';
import type { Tx } from '@/lib/db/client';
import { inboxRank, opsInbox } from '@/lib/db/schema';
import { publishEvent } from '@/lib/server/events/publish';
import { flagVulnerability } from '@/lib/server/ops/care/flag-member';
import { asksIfReal } from './detect-honesty';

/**
 * A member's message to a persona's profile, in its own transaction: the conversation waits in the operators'
 * inbox (since the first unanswered message; first in line once a waiting message asks whether the profile is
 * real) and the message is read for signs of vulnerability.
 */
export async function queueForOperators(
  tx: Tx,
  input: {
    conversationId: string;
    siteId: number;
    memberId: string;
    personaUserId: string;
    messageId: string;
    body: string;
    at: Date;
  },
): Promise<void> {
  const honesty = asksIfReal(input.body);
  await tx
    .insert(opsInbox)
    .values({
      conversationId: input.conversationId,
      siteId: input.siteId,
      memberId: input.memberId,
      personaUserId: input.personaUserId,
      waitingSince: input.at,
      honesty,
      rank: inboxRank(honesty),
    })
    .onConflictDoUpdate({
      target: opsInbox.conversationId,
      set: {
        honesty: sql`${opsInbox.honesty} or excluded.honesty`,
        rank: sql`least(${opsInbox.rank}, excluded.rank)`,
      },
    });
  await publishEvent(tx, { opsSiteId: input.siteId }, 'inbox', input.conversationId);
  await flagVulnerability(tx, {
    userId: input.memberId,
    siteId: input.siteId,
    messageId: input.messageId,
    body: input.body,
    at: input.at,
  });
}
