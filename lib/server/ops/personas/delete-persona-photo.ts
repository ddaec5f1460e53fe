import 'server-only';
import { inArray } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { photos } from '@/lib/db/schema';
import { recordAudit } from '@/lib/server/ops/audit';
import type { Operator } from '@/lib/server/ops/operator';
import { purgeIfShown } from '@/lib/server/pages/purge-if-shown';
import { settleMainPhoto } from '@/lib/server/photos/own-photo-rules';
import { removeUploadedPhoto } from '@/lib/server/photos/photo-store';
import { fileUsers, lockPersonaRows, personaPhotoRows } from './persona-photo-rows';

/**
 * Deletes one uploaded photo of a persona from every site (its rows in one transaction, "main" handed to the next
 * free photo on each), then its files, once no row shows them any more.
 */
export async function deletePersonaPhoto(
  operator: Operator,
  input: { personaId: string; photoId: string },
): Promise<{ deleted: true }> {
  const db = await getDb();
  const { userIds, orphaned, wasFree } = await db.transaction(async (tx) => {
    const ids = await lockPersonaRows(tx, operator, input.personaId);
    const rows = await personaPhotoRows(tx, ids, input.photoId);
    await tx.delete(photos).where(
      inArray(
        photos.id,
        rows.map((r) => r.id),
      ),
    );
    for (const userId of ids) await settleMainPhoto(tx, userId);
    await recordAudit(tx, operator, {
      action: 'persona.photo_delete',
      targetType: 'persona',
      targetId: input.personaId,
      before: { photo_id: input.photoId, kind: rows[0]!.kind },
    });
    return { userIds: ids, orphaned: (await fileUsers(tx, input.photoId)) === 0, wasFree: rows[0]!.kind === 'free' };
  });
  // After the commit: a crash in between leaves unreachable files at worst, never a row without its files.
  if (orphaned) await removeUploadedPhoto(input.photoId);
  if (wasFree) for (const userId of userIds) await purgeIfShown(userId);
  return { deleted: true };
}
