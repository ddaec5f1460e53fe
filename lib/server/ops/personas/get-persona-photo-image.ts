import 'server-only';
import { and, eq, ne } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { photos, profiles, users } from '@/lib/db/schema';
import { AppError } from '@/lib/server/core/errors';
import type { Operator } from '@/lib/server/ops/operator';
import { photoRendition } from '@/lib/server/photos/get-photo-file';
import { personaPhotoKey } from './persona-photo-rows';
import { viewPersona } from './view-persona';

/** GET /api/ops/personas/{id}/photos/{photoId}: an uploaded photo's thumbnail for the console (admins, in scope). */
export async function getPersonaPhotoImage(
  operator: Operator,
  input: { personaId: string; photoId: string },
): Promise<Buffer> {
  const db = await getDb();
  await viewPersona(db, operator, input.personaId);
  const [row] = await db
    .select({ photo: photos, profile: profiles })
    .from(photos)
    .innerJoin(users, eq(users.id, photos.userId))
    .innerJoin(profiles, eq(profiles.userId, photos.userId))
    .where(
      and(
        eq(users.personaId, input.personaId),
        ne(users.status, 'deleted'),
        eq(photos.storageKey, personaPhotoKey(input.photoId)),
        eq(photos.status, 'active'),
      ),
    )
    .limit(1);
  if (!row) throw new AppError('not_found');
  return photoRendition(row, 'thumb');
}
