import 'server-only';
import { and, eq, gt, gte, sql } from 'drizzle-orm';
import type { Tx } from '@/lib/db/client';
import { creditEntries, memberFlags, opsAlerts, type MemberFlagReason } from '@/lib/db/schema';
import { uuidv7 } from '@/lib/utils/uuid';
import { vulnerabilitySigns } from './detect-vulnerability';

/** Credits bought within SPENDING_WINDOW_MS above which a member is flagged as spending fast (about €100 and more). */
export const SPENDING_FLAG_CREDITS = 400;
export const SPENDING_WINDOW_MS = 24 * 60 * 60_000;

/**
 * Opens a vulnerability flag unless one with this reason is open already; a new flag notifies the admins
 * (an ops_alerts row `vulnerable_member`), and a member under age also moderation (`under_age`).
 */
export async function openMemberFlag(
  tx: Tx,
  input: { userId: string; siteId: number; reason: MemberFlagReason; messageId: string | null; at: Date },
): Promise<boolean> {
  const opened = await tx
    .insert(memberFlags)
    .values({
      id: uuidv7(),
      userId: input.userId,
      siteId: input.siteId,
      reason: input.reason,
      messageId: input.messageId,
      createdAt: input.at,
    })
    .onConflictDoNothing()
    .returning({ id: memberFlags.id });
  if (opened.length === 0) return false;
  const kinds = input.reason === 'under_age' ? ['vulnerable_member', 'under_age'] : ['vulnerable_member'];
  await tx.insert(opsAlerts).values(
    kinds.map((kind) => ({
      id: uuidv7(),
      kind,
      siteId: input.siteId,
      userId: input.userId,
      payload: { reason: input.reason, message_id: input.messageId },
      createdAt: input.at,
    })),
  );
  return true;
}

/** Reads a member's message to a persona for signs of vulnerability and their recent purchases for fast spending. */
export async function flagVulnerability(
  tx: Tx,
  input: { userId: string; siteId: number; messageId: string; body: string; at: Date },
): Promise<void> {
  for (const reason of vulnerabilitySigns(input.body)) {
    await openMemberFlag(tx, { ...input, reason, messageId: input.messageId });
  }
  const [bought] = await tx
    .select({ credits: sql<number>`coalesce(sum(${creditEntries.delta}), 0)::int` })
    .from(creditEntries)
    .where(
      and(
        eq(creditEntries.userId, input.userId),
        eq(creditEntries.reason, 'purchase'),
        gt(creditEntries.delta, 0),
        gte(creditEntries.createdAt, new Date(input.at.getTime() - SPENDING_WINDOW_MS)),
      ),
    );
  if ((bought?.credits ?? 0) > SPENDING_FLAG_CREDITS)
    await openMemberFlag(tx, { ...input, reason: 'spending', messageId: input.messageId });
}
