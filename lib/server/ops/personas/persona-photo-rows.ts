import 'server-only';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db/client';
import { personas, photos, profiles, users } from '@/lib/db/schema';
import type { PersonaPhoto } from '@/lib/schemas/ops/personas';
import { AppError } from '@/lib/server/core/errors';
import type { Operator } from '@/lib/server/ops/operator';
import { assertSiteInScope, mayUseArea, mayViewSite } from '@/lib/server/ops/scope';
import { photoFileId, UPLOAD_STORAGE_PREFIX } from '@/lib/server/photos/photo-store';

export type { PersonaPhoto };

/**
 * The users rows of a persona an admin may change photos of, locked for the rest of the transaction (the
 * member photo rules lock the owner's row the same way): every row, also those of sites it left, so that a
 * site that comes back shows the same photos. Unknown, deleted or out of scope (any of its sites): 404.
 */
export async function lockPersonaRows(tx: Tx, operator: Operator, personaId: string): Promise<string[]> {
  if (!mayUseArea(operator, 'personas')) throw new AppError('forbidden');
  const [persona] = await tx
    .select({ id: personas.id })
    .from(personas)
    .where(and(eq(personas.id, personaId), ne(personas.status, 'deleted')))
    .for('update');
  if (!persona) throw new AppError('not_found');
  const rows = await tx
    .select({ id: users.id, siteId: users.siteId, invisible: users.invisible })
    .from(users)
    .where(and(eq(users.personaId, personaId), ne(users.status, 'deleted')))
    .orderBy(asc(users.siteId), asc(users.id))
    .for('update');
  if (rows.length === 0 || (operator.siteIds !== null && !rows.some((r) => mayViewSite(operator, r.siteId))))
    throw new AppError('not_found');
  for (const row of rows) if (!row.invisible) assertSiteInScope(operator, row.siteId);
  return rows.map((r) => r.id);
}

/** The storage key every row of the persona shares for one uploaded photo. */
export const personaPhotoKey = (fileId: string) => `${UPLOAD_STORAGE_PREFIX}${fileId}`;

/** The photos of one of the persona's rows (all rows hold the same), in order, with the main photo marked. */
export async function listPersonaPhotos(db: Db | Tx, personaId: string, userId: string): Promise<PersonaPhoto[]> {
  const [profile] = await db
    .select({ mainPhotoId: profiles.mainPhotoId })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  const rows = await db
    .select()
    .from(photos)
    .where(and(eq(photos.userId, userId), eq(photos.status, 'active')))
    .orderBy(asc(photos.sort), asc(photos.id));
  return rows.map((row) => {
    const generated = !row.storageKey.startsWith(UPLOAD_STORAGE_PREFIX);
    const id = photoFileId(row);
    return {
      id,
      kind: row.kind === 'private' ? 'private' : 'free',
      main: row.id === profile?.mainPhotoId,
      sort: row.sort,
      generated,
      image: generated ? null : `/api/ops/personas/${personaId}/photos/${id}`,
    };
  });
}

/** The rows (one per users row) that hold one uploaded photo of the persona, or 404. */
export async function personaPhotoRows(tx: Tx, userIds: string[], fileId: string) {
  const rows = await tx
    .select()
    .from(photos)
    .where(
      and(inArray(photos.userId, userIds), eq(photos.storageKey, personaPhotoKey(fileId)), eq(photos.status, 'active')),
    );
  if (rows.length === 0) throw new AppError('not_found');
  return rows;
}

/** How many rows anywhere still show these files (a persona's files go only when none does). */
export async function fileUsers(tx: Tx, fileId: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(photos)
    .where(eq(photos.storageKey, personaPhotoKey(fileId)));
  return row?.n ?? 0;
}
