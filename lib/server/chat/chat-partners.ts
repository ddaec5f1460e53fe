import 'server-only';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db/client';
import { profiles, users } from '@/lib/db/schema';
import type { ChatPartner } from '@/lib/schemas/chat';
import { now } from '@/lib/server/core/clock';
import { shownAccount } from '@/lib/server/members/shown-member';
import { photoUrls } from '@/lib/server/photos/photo-urls';
import { ageOn } from '@/lib/utils/age';
import { blockersAmong } from './block-rules';

/** Who can receive a new message: an account that is neither deleted, disabled nor banned, with a profile. */
export function canReceive(status: string, deletedAt: Date | null): boolean {
  return deletedAt === null && (status === 'active' || status === 'not_confirmed');
}

/**
 * The other members of conversations as the chat shows them: first name, age, main photo (only when
 * the photo route would serve it: an active, visible member) and whether they can still be written to.
 * A member who left has an empty name (the client says "former member"); the conversation stays readable.
 */
export async function loadPartners(
  db: Db | Tx,
  ids: readonly string[],
  viewerId?: string,
): Promise<Map<string, ChatPartner>> {
  const result = new Map<string, ChatPartner>();
  if (ids.length === 0) return result;
  // A member who blocked the viewer is, to the viewer, like one who left: readable history, no photo, no new messages.
  const blockers = viewerId ? await blockersAmong(db, viewerId, ids) : new Set<string>();
  // The photo shows when the photo route serves it to a partner (shownPartner: the account part of the
  // shown rule and a main photo; the blocks are applied below).
  const rows = await db
    .select({
      id: users.id,
      status: users.status,
      deletedAt: users.deletedAt,
      fictional: users.fictional,
      name: profiles.name,
      birthDate: profiles.birthDate,
      photo: profiles.mainPhotoId,
      shownAccount: sql<boolean>`coalesce(${shownAccount()}, false)`,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(inArray(users.id, [...ids]));
  const today = now();
  for (const r of rows) {
    const present = canReceive(r.status, r.deletedAt) && r.name !== null;
    const available = present && !blockers.has(r.id);
    const shown = available && r.shownAccount && r.photo !== null;
    result.set(r.id, {
      id: r.id,
      name: present && r.name ? r.name : '',
      age: present ? ageOn(r.birthDate, today) : null,
      main_image: shown && r.photo ? photoUrls(r.photo) : null,
      available,
      fictional: r.fictional,
    });
  }
  return result;
}
