import 'server-only';
import { and, eq } from 'drizzle-orm';
import { createTranslator } from 'use-intl/core';
import type { Niche } from '@/lib/config/constants';
import { LOCALES, type Locale } from '@/lib/config/locales';
import { getDb, type Db, type Tx } from '@/lib/db/client';
import { interests, profileInterests, profiles, users } from '@/lib/db/schema';
import { loadMessages } from '@/lib/i18n/messages';
import { AppError } from '@/lib/server/core/errors';
import { shownMember } from '@/lib/server/members/shown-member';
import { normaliseText } from '@/lib/server/ops/inbox/normalise-text';
import { pickIcebreakers } from '@/lib/utils/icebreakers';
import { blockBetween } from './block-rules';

/** The site's lines and templates, in every language (messages/<locale>.json, Icebreakers). */
async function catalogue(locale: Locale): Promise<{ general: string[]; forInterest: (name: string) => string[] }> {
  const messages = await loadMessages(locale);
  const t = createTranslator({ locale, messages, namespace: 'Icebreakers' });
  const generalKeys = Object.keys(messages.Icebreakers.general) as (keyof typeof messages.Icebreakers.general)[];
  const interestKeys = Object.keys(messages.Icebreakers.interest) as (keyof typeof messages.Icebreakers.interest)[];
  return {
    general: generalKeys.map((key) => t(`general.${key}`)),
    forInterest: (name) => interestKeys.map((key) => t(`interest.${key}`, { interest: name })),
  };
}

async function interestKeysOf(db: Db | Tx, userId: string): Promise<string[]> {
  const rows = await db
    .select({ key: interests.key })
    .from(profileInterests)
    .innerJoin(interests, eq(interests.id, profileInterests.interestId))
    .where(eq(profileInterests.userId, userId));
  return rows.map((r) => r.key);
}

const interestName = (messages: Awaited<ReturnType<typeof loadMessages>>, key: string) =>
  (messages.Interests as Record<string, string>)[key] ?? key;

/**
 * GET /api/members/{id}/icebreakers: first lines for the viewer to send the member, in the viewer's language,
 * some about the member's interests (those both share first). Only for a member the site shows the viewer
 * (the rule of the first message): every other id is the same 404.
 */
export async function listIcebreakers(input: {
  viewerId: string;
  memberId: string;
  niche: Niche;
  locale: Locale;
}): Promise<{ lines: string[] }> {
  const db = await getDb();
  if (input.viewerId === input.memberId) throw new AppError('not_found');
  const [shown] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(and(eq(users.id, input.memberId), shownMember({ niche: input.niche }, input.viewerId)));
  if (!shown || (await blockBetween(db, input.viewerId, input.memberId)).blockedByOther)
    throw new AppError('not_found');
  const [theirs, mine, lines, messages] = await Promise.all([
    interestKeysOf(db, input.memberId),
    interestKeysOf(db, input.viewerId),
    catalogue(input.locale),
    loadMessages(input.locale),
  ]);
  const shared = new Set(mine);
  // One day's seed: the modal offers the same lines all day, other lines another day.
  const seed = `${input.viewerId}:${input.memberId}:${Math.floor(Date.now() / 86_400_000)}`;
  const interestLines = theirs.map((key, index) => {
    const templates = lines.forInterest(interestName(messages, key));
    return { line: templates[(index + seed.length) % templates.length] ?? '', shared: shared.has(key) };
  });
  return { lines: pickIcebreakers({ general: lines.general, interest: interestLines, seed }) };
}

/**
 * Whether a message sent as an icebreaker is one of the site's lines for this recipient, in one of the 11
 * languages (a member may switch language between the modal and the send): a general line, or a line about one
 * of the recipient's interests. Compared as the detectors read text, so a retouched quote mark still matches.
 */
export async function isIcebreakerLine(tx: Tx, recipientId: string, body: string): Promise<boolean> {
  const wanted = normaliseText(body);
  const keys = await interestKeysOf(tx, recipientId);
  for (const locale of LOCALES) {
    const [lines, messages] = await Promise.all([catalogue(locale), loadMessages(locale)]);
    const candidates = [...lines.general, ...keys.flatMap((key) => lines.forInterest(interestName(messages, key)))];
    if (candidates.some((line) => normaliseText(line) === wanted)) return true;
  }
  return false;
}
