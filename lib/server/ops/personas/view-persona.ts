import 'server-only';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db/client';
import { interests, opsInbox, personas, photos, profileInterests, profiles, users } from '@/lib/db/schema';
import { AppError } from '@/lib/server/core/errors';
import type { Operator } from '@/lib/server/ops/operator';
import { mayViewSite } from '@/lib/server/ops/scope';
import { listPersonaPhotos } from './persona-photo-rows';

export type PersonaView = Awaited<ReturnType<typeof viewPersonas>>[number];

/**
 * Personas as the console shows them: label, status, notes, texts, avatar, the profile (from its first users
 * row), the sites it appears on (its visible rows) and how many conversations wait for it. Only personas on one
 * of the operator's sites (or with no site yet, for operators of every site).
 */
export async function viewPersonas(db: Db | Tx, operator: Operator, ids?: string[]) {
  const rows = await db
    .select()
    .from(personas)
    .where(and(ne(personas.status, 'deleted'), ids ? inArray(personas.id, ids) : undefined))
    .orderBy(asc(personas.label), asc(personas.id));
  if (rows.length === 0) return [];
  const personaIds = rows.map((r) => r.id);
  const userRows = await db
    .select({
      personaId: users.personaId,
      userId: users.id,
      siteId: users.siteId,
      invisible: users.invisible,
      name: profiles.name,
      gender: profiles.gender,
      seeking: profiles.seeking,
      birthDate: profiles.birthDate,
      country: profiles.country,
      region: profiles.region,
      tagline: profiles.tagline,
      storageKey: photos.storageKey,
      waiting: sql<number>`(select count(*)::int from ${opsInbox} where ${opsInbox.personaUserId} = ${users.id})`,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(photos, eq(photos.id, profiles.mainPhotoId))
    .where(inArray(users.personaId, personaIds))
    .orderBy(asc(users.siteId));
  const interestRows = await db
    .select({ userId: profileInterests.userId, key: interests.key })
    .from(profileInterests)
    .innerJoin(interests, eq(interests.id, profileInterests.interestId))
    .where(
      inArray(
        profileInterests.userId,
        userRows.map((u) => u.userId),
      ),
    );
  const photoLists = new Map(
    await Promise.all(
      rows.map(async (p) => {
        const first = userRows.find((u) => u.personaId === p.id);
        return [p.id, first ? await listPersonaPhotos(db, p.id, first.userId) : []] as const;
      }),
    ),
  );
  return rows
    .map((p) => {
      const mine = userRows.filter((u) => u.personaId === p.id);
      const first = mine[0];
      return {
        id: p.id,
        label: p.label,
        status: p.status,
        notes: p.notes,
        texts: p.texts,
        avatar: p.avatar,
        profile: first
          ? {
              name: first.name ?? '',
              gender: first.gender,
              seeking: first.seeking,
              birth_date: first.birthDate,
              country: first.country,
              region: first.region,
              tagline: first.tagline ?? '',
              interests: interestRows.filter((i) => i.userId === first.userId).map((i) => i.key),
              photo: first.storageKey,
            }
          : null,
        photos: photoLists.get(p.id) ?? [],
        sites: mine.filter((u) => !u.invisible).map((u) => ({ site_id: u.siteId, user_id: u.userId })),
        waiting: mine.reduce((n, u) => n + u.waiting, 0),
        hiddenOutOfScope: operator.siteIds !== null && !mine.some((u) => mayViewSite(operator, u.siteId)),
      };
    })
    .filter((p) => !p.hiddenOutOfScope)
    .map(({ hiddenOutOfScope: _, ...p }) => p);
}

/** One persona, or 404 (unknown, deleted, or on none of the operator's sites). */
export async function viewPersona(db: Db | Tx, operator: Operator, id: string) {
  const [persona] = await viewPersonas(db, operator, [id]);
  if (!persona) throw new AppError('not_found');
  return persona;
}
