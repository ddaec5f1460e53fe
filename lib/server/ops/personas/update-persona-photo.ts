import 'server-only';
import { inArray } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { photos } from '@/lib/db/schema';
import type { PersonaPhotoPatch } from '@/lib/schemas/ops/personas';
import { AppError } from '@/lib/server/core/errors';
import { recordAudit } from '@/lib/server/ops/audit';
import type { Operator } from '@/lib/server/ops/operator';
import { purgeIfShown } from '@/lib/server/pages/purge-if-shown';
import { settleMainPhoto } from '@/lib/server/photos/own-photo-rules';
import { listPersonaPhotos, lockPersonaRows, personaPhotoRows, type PersonaPhoto } from './persona-photo-rows';

/**
 * Changes one uploaded photo of a persona on every site at once: its kind (free or private) and/or makes it the
 * main photo, with the member rules (a private photo is never main: 422; making the main photo private hands
 * "main" to the next free photo, the generated avatar included).
 */
export async function updatePersonaPhoto(
  operator: Operator,
  input: { personaId: string; photoId: string; change: PersonaPhotoPatch },
): Promise<{ photo: PersonaPhoto }> {
  const db = await getDb();
  let userIds: string[] = [];
  let hidden = false;
  const result = await db.transaction(async (tx) => {
    userIds = await lockPersonaRows(tx, operator, input.personaId);
    const rows = await personaPhotoRows(tx, userIds, input.photoId);
    const before = (await listPersonaPhotos(tx, input.personaId, userIds[0]!)).find((p) => p.id === input.photoId);
    const kind = input.change.kind ?? rows[0]!.kind;
    if (input.change.main && kind === 'private')
      throw new AppError('validation_failed', { fields: [{ path: 'main', code: 'photo_private_main' }] });
    if (kind !== rows[0]!.kind) {
      await tx
        .update(photos)
        .set({ kind })
        .where(
          inArray(
            photos.id,
            rows.map((r) => r.id),
          ),
        );
      hidden = kind === 'private';
    }
    for (const row of rows) await settleMainPhoto(tx, row.userId, input.change.main ? row.id : undefined);
    const photo = (await listPersonaPhotos(tx, input.personaId, userIds[0]!)).find((p) => p.id === input.photoId);
    if (!photo) throw new AppError('internal_error');
    await recordAudit(tx, operator, {
      action: 'persona.photo_update',
      targetType: 'persona',
      targetId: input.personaId,
      before: before ? { photo_id: before.id, kind: before.kind, main: before.main } : null,
      after: { photo_id: photo.id, kind: photo.kind, main: photo.main },
    });
    return { photo };
  });
  // A free photo made private: cached public pages may link it.
  if (hidden) for (const userId of userIds) await purgeIfShown(userId);
  return result;
}
