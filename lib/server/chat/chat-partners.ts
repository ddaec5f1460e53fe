import 'server-only';
import { eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db/client';
import { profiles, users } from '@/lib/db/schema';
import { ageOn } from '@/lib/schemas/account';
import type { ChatPartner } from '@/lib/schemas/chat';
import { now } from '@/lib/server/clock';
import { photoUrls } from '@/lib/server/photos/photo-urls';
import { blockersAmong } from './block-rules';

function age(birthDate: string | null, today: Date): number | null {
  const [y, m, d] = (birthDate ?? '').split('-').map(Number);
  return y && m && d ? ageOn({ y, m, d }, today) : null;
}

/** Who can receive a new message: an account that is neither deleted, disabled nor banned, with a profile. */
export function canReceive(status: string, deletedAt: Date | null): boolean {
  return deletedAt === null && (status === 'active' || status === 'not_confirmed');
}

/**
 * The other members of conversations as the chat shows them: first name, age, main photo (only when
 * the photo route would serve it: an active, visible member) and whether they can still be written to.
 * A member who left has an empty name (the client says "former member"); the conversation stays readable.
 */
export async function loadPartners(db: Db | Tx, ids: readonly string[], viewerId?: string): Promise<Map<string, ChatPartner>> {
  const result = new Map<string, ChatPartner>();
  if (ids.length === 0) return result;
  // A member who blocked the viewer is, to the viewer, like one who left: readable history, no photo, no new messages.
  const blockers = viewerId ? await blockersAmong(db, viewerId, ids) : new Set<string>();
  const rows = await db
    .select({
      id: users.id, status: users.status, invisible: users.invisible, deletedAt: users.deletedAt, fictional: users.fictional,
      name: profiles.name, birthDate: profiles.birthDate, profileStatus: profiles.status, photo: profiles.mainPhotoId,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(inArray(users.id, [...ids]));
  const today = now();
  for (const r of rows) {
    const present = canReceive(r.status, r.deletedAt) && r.name !== null;
    const available = present && !blockers.has(r.id);
    const shown = available && r.status === 'active' && !r.invisible && r.profileStatus === 'active' && r.photo !== null;
    result.set(r.id, {
      id: r.id,
      name: present && r.name ? r.name : '',
      age: present ? age(r.birthDate, today) : null,
      main_image: shown && r.photo ? photoUrls(r.photo) : null,
      available,
      fictional: r.fictional,
    });
  }
  return result;
}
