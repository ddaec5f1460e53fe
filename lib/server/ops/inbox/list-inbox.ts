import 'server-only';
import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { getDb } from '@/lib/db/client';
import { conversationClaims, operators, opsInbox, personas, profiles, sites, users } from '@/lib/db/schema';
import { INBOX_PAGE, type InboxPage } from '@/lib/schemas/ops/inbox';
import { now } from '@/lib/server/core/clock';
import { AppError } from '@/lib/server/core/errors';
import type { Operator } from '@/lib/server/ops/operator';
import { mayUseArea, siteScope } from '@/lib/server/ops/scope';
import { claimLive } from './claim-rules';

const member = alias(users, 'member');
const memberProfile = alias(profiles, 'member_profile');
const personaUser = alias(users, 'persona_user');
const personaProfile = alias(profiles, 'persona_profile');

type Cursor = { rank: number; since: Date; id: string };

function encodeCursor(cursor: Cursor): string {
  return Buffer.from(`${cursor.rank}|${cursor.since.toISOString()}|${cursor.id}`).toString('base64url');
}

function decodeCursor(raw: string): Cursor {
  const [rank, since, id] = Buffer.from(raw, 'base64url').toString().split('|');
  const at = new Date(since ?? '');
  if (!/^[01]$/.test(rank ?? '') || Number.isNaN(at.getTime()) || !/^[0-9a-f-]{36}$/.test(id ?? ''))
    throw new AppError('validation_failed', { fields: [{ path: 'cursor', code: 'cursor_invalid' }] });
  return { rank: Number(rank), since: at, id: id ?? '' };
}

/**
 * The operators' queue (issue 15 §4), in the operator's sites: conversations waiting for a persona's answer,
 * those asking "are you real?" first, then the longest wait first. Keyset-paged on (rank, waiting_since, id),
 * the order of the queue's index, so a page costs the same at 10 or 10,000 waiting conversations.
 */
export async function listInbox(operator: Operator, query: { cursor?: string; limit?: number }): Promise<InboxPage> {
  if (!mayUseArea(operator, 'inbox')) throw new AppError('forbidden');
  const db = await getDb();
  const limit = query.limit ?? INBOX_PAGE;
  const after = query.cursor ? decodeCursor(query.cursor) : null;
  const rows = await db
    .select({
      id: opsInbox.conversationId,
      rank: opsInbox.rank,
      waitingSince: opsInbox.waitingSince,
      honesty: opsInbox.honesty,
      siteId: sites.id,
      siteKey: sites.key,
      siteName: sites.name,
      memberId: member.id,
      memberName: memberProfile.name,
      memberLanguage: member.language,
      personaId: personas.id,
      personaLabel: personas.label,
      personaUserId: personaUser.id,
      personaName: personaProfile.name,
      claimOperator: conversationClaims.operatorId,
      claimActivity: conversationClaims.lastActivityAt,
      claimName: operators.name,
    })
    .from(opsInbox)
    .innerJoin(sites, eq(sites.id, opsInbox.siteId))
    .innerJoin(member, eq(member.id, opsInbox.memberId))
    .leftJoin(memberProfile, eq(memberProfile.userId, member.id))
    .innerJoin(personaUser, eq(personaUser.id, opsInbox.personaUserId))
    .innerJoin(personas, eq(personas.id, personaUser.personaId))
    .leftJoin(personaProfile, eq(personaProfile.userId, personaUser.id))
    .leftJoin(conversationClaims, eq(conversationClaims.conversationId, opsInbox.conversationId))
    .leftJoin(operators, eq(operators.id, conversationClaims.operatorId))
    .where(
      and(
        siteScope(operator, opsInbox.siteId),
        after
          ? sql`(${opsInbox.rank}, ${opsInbox.waitingSince}, ${opsInbox.conversationId}) > (${after.rank}, ${after.since.toISOString()}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(asc(opsInbox.rank), asc(opsInbox.waitingSince), asc(opsInbox.conversationId))
    .limit(limit + 1);
  const at = now();
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    conversations: page.map((row) => ({
      id: row.id,
      site: { id: row.siteId, key: row.siteKey, name: row.siteName },
      member: { id: row.memberId, name: row.memberName ?? '', language: row.memberLanguage },
      persona: { id: row.personaId, label: row.personaLabel, user_id: row.personaUserId, name: row.personaName ?? '' },
      waiting_since: row.waitingSince.toISOString(),
      waited_seconds: Math.max(0, Math.floor((at.getTime() - row.waitingSince.getTime()) / 1000)),
      honesty: row.honesty,
      claimed_by:
        row.claimOperator && row.claimActivity && claimLive(row.claimActivity, at)
          ? { id: row.claimOperator, name: row.claimName ?? '', mine: row.claimOperator === operator.id }
          : null,
    })),
    next_cursor:
      rows.length > limit && last ? encodeCursor({ rank: last.rank, since: last.waitingSince, id: last.id }) : null,
  };
}
