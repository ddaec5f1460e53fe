import 'server-only';
import { and, desc, eq, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { getDb, type Db } from '@/lib/db/client';
import {
  cannedReplies,
  conversationClaims,
  creditEntries,
  memberFlags,
  messages,
  operators,
  opsInbox,
  opsNotes,
  orders,
  personas,
  profiles,
  sites,
  users,
} from '@/lib/db/schema';
import { MESSAGES_PAGE } from '@/lib/schemas/chat';
import { now } from '@/lib/server/core/clock';
import { AppError } from '@/lib/server/core/errors';
import type { Operator } from '@/lib/server/ops/operator';
import { careTexts } from './care-texts';
import { claimLive, CLAIM_TTL_MS } from './claim-rules';
import { loadPersonaConversation } from './persona-conversation';

async function profileOf(db: Db, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      language: users.language,
      status: users.status,
      signupDate: users.signupDate,
      credits: users.credits,
      name: profiles.name,
      gender: profiles.gender,
      birthDate: profiles.birthDate,
      country: profiles.country,
      region: profiles.region,
      about: profiles.about,
      tagline: profiles.tagline,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) throw new AppError('not_found');
  return {
    id: row.id,
    name: row.name ?? '',
    language: row.language,
    status: row.status,
    gender: row.gender,
    birth_date: row.birthDate,
    country: row.country,
    region: row.region,
    about: row.about ?? '',
    tagline: row.tagline ?? '',
    signup_date: row.signupDate.toISOString(),
    credits: row.credits,
  };
}

async function notesOf(db: Db, subjectType: 'member' | 'persona', subjectId: string) {
  const rows = await db
    .select({ id: opsNotes.id, body: opsNotes.body, createdAt: opsNotes.createdAt, author: operators.name })
    .from(opsNotes)
    .innerJoin(operators, eq(operators.id, opsNotes.operatorId))
    .where(and(eq(opsNotes.subjectType, subjectType), eq(opsNotes.subjectId, subjectId)))
    .orderBy(desc(opsNotes.createdAt))
    .limit(50);
  return rows.map((n) => ({ id: n.id, body: n.body, author: n.author, created_at: n.createdAt.toISOString() }));
}

/**
 * Everything an operator needs to answer (issue 15 §4): the member (profile, language, spending, notes, open
 * vulnerability flags), the persona (profile, notes), a page of the history (newest MESSAGES_PAGE, `before`
 * to page back), whether the member asked if the profile is real, the honest disclosure and the care warning
 * in the member's language ready to send, the canned replies in that language, and the claim.
 */
export async function getInboxConversation(operator: Operator, conversationId: string, before?: string) {
  const db = await getDb();
  const conversation = await loadPersonaConversation(db, operator, conversationId);
  const conditions: SQL[] = [eq(messages.conversationId, conversationId)];
  if (before) {
    const [cursor] = await db
      .select({ createdAt: messages.createdAt })
      .from(messages)
      .where(and(eq(messages.id, before), eq(messages.conversationId, conversationId)));
    if (!cursor) throw new AppError('validation_failed', { fields: [{ path: 'before', code: 'cursor_invalid' }] });
    conditions.push(
      or(
        lt(messages.createdAt, cursor.createdAt),
        and(eq(messages.createdAt, cursor.createdAt), lt(messages.id, before)),
      ) as SQL,
    );
  }
  const [history, member, persona, site, waiting, claim, flags, spending, spent] = await Promise.all([
    db
      .select()
      .from(messages)
      .where(and(...conditions))
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(MESSAGES_PAGE + 1),
    profileOf(db, conversation.memberId),
    profileOf(db, conversation.personaUserId),
    db
      .select({ id: sites.id, key: sites.key, name: sites.name })
      .from(sites)
      .where(eq(sites.id, conversation.siteId))
      .then((r) => r[0]),
    db
      .select({ honesty: opsInbox.honesty, since: opsInbox.waitingSince })
      .from(opsInbox)
      .where(eq(opsInbox.conversationId, conversationId))
      .then((r) => r[0]),
    db
      .select({
        operatorId: conversationClaims.operatorId,
        at: conversationClaims.lastActivityAt,
        name: operators.name,
      })
      .from(conversationClaims)
      .innerJoin(operators, eq(operators.id, conversationClaims.operatorId))
      .where(eq(conversationClaims.conversationId, conversationId))
      .then((r) => r[0]),
    db
      .select({ id: memberFlags.id, reason: memberFlags.reason, createdAt: memberFlags.createdAt })
      .from(memberFlags)
      .where(and(eq(memberFlags.userId, conversation.memberId), isNull(memberFlags.resolvedAt))),
    db
      .select({
        orders: sql<number>`count(*)::int`,
        credits: sql<number>`coalesce(sum(${orders.credits}), 0)::int`,
        amount: sql<number>`coalesce(sum(${orders.amount}), 0)::int`,
      })
      .from(orders)
      .where(
        and(eq(orders.userId, conversation.memberId), inArray(orders.status, ['paid', 'refunded', 'charged_back'])),
      )
      .then((r) => r[0]),
    db
      .select({ credits: sql<number>`coalesce(-sum(${creditEntries.delta}), 0)::int` })
      .from(creditEntries)
      .where(
        and(
          eq(creditEntries.userId, conversation.memberId),
          inArray(creditEntries.reason, ['message', 'photo', 'gift']),
        ),
      )
      .then((r) => r[0]),
  ]);
  const [personaRow] = await db
    .select({ id: personas.id, label: personas.label, status: personas.status })
    .from(personas)
    .where(eq(personas.id, conversation.personaId));
  const [memberNotes, personaNotes, replies, texts] = await Promise.all([
    notesOf(db, 'member', conversation.memberId),
    notesOf(db, 'persona', conversation.personaId),
    db
      .select({ id: cannedReplies.id, title: cannedReplies.title, body: cannedReplies.body })
      .from(cannedReplies)
      .where(
        and(
          eq(cannedReplies.language, conversation.memberLanguage),
          or(isNull(cannedReplies.siteId), eq(cannedReplies.siteId, conversation.siteId)),
        ),
      )
      .orderBy(cannedReplies.title),
    careTexts(site?.name ?? '', conversation.memberLanguage),
  ]);
  const at = now();
  const page = history.slice(0, MESSAGES_PAGE).reverse();
  return {
    conversation: conversationId,
    site: site ?? null,
    language: conversation.memberLanguage,
    member: {
      ...member,
      notes: memberNotes,
      flags: flags.map((f) => ({ id: f.id, reason: f.reason, created_at: f.createdAt.toISOString() })),
      spending: {
        orders: spending?.orders ?? 0,
        credits_bought: spending?.credits ?? 0,
        amount_paid: spending?.amount ?? 0,
        credits_spent: spent?.credits ?? 0,
      },
    },
    persona: {
      ...persona,
      persona_id: conversation.personaId,
      label: personaRow?.label ?? '',
      status: personaRow?.status ?? 'active',
      notes: personaNotes,
    },
    waiting: waiting ? { since: waiting.since.toISOString(), honesty: waiting.honesty } : null,
    honesty_required: waiting?.honesty ?? false,
    texts,
    canned_replies: replies,
    claim:
      claim && claimLive(claim.at, at)
        ? {
            operator: { id: claim.operatorId, name: claim.name },
            mine: claim.operatorId === operator.id,
            expires_at: new Date(claim.at.getTime() + CLAIM_TTL_MS).toISOString(),
          }
        : null,
    messages: page.map((m) => ({
      id: m.id,
      body: m.body,
      from: m.senderId === conversation.personaUserId ? ('persona' as const) : ('member' as const),
      kind: m.kind,
      gift: m.giftId,
      gif: m.gif,
      photo: m.photoId !== null,
      cost: m.cost,
      flag: m.flag,
      by_operator: m.operatorId !== null,
      created_at: m.createdAt.toISOString(),
    })),
    has_more: history.length > MESSAGES_PAGE,
  };
}

export type InboxConversation = Awaited<ReturnType<typeof getInboxConversation>>;
