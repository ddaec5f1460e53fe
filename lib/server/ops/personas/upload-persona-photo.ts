import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { PREMIUM_PHOTO_LIMIT } from '@/lib/config/constants';
import { getDb } from '@/lib/db/client';
import { photos } from '@/lib/db/schema';
import type { PhotoKind } from '@/lib/schemas/photos';
import { now } from '@/lib/server/core/clock';
import { AppError } from '@/lib/server/core/errors';
import { recordAudit } from '@/lib/server/ops/audit';
import type { Operator } from '@/lib/server/ops/operator';
import { mayUseArea } from '@/lib/server/ops/scope';
import { settleMainPhoto } from '@/lib/server/photos/own-photo-rules';
import { removeUploadedPhoto, writeUploadedPhoto } from '@/lib/server/photos/photo-store';
import { processPhoto } from '@/lib/server/photos/process-photo';
import { uuidv7 } from '@/lib/utils/uuid';
import { viewPersona } from './view-persona';
import { listPersonaPhotos, lockPersonaRows, personaPhotoKey, type PersonaPhoto } from './persona-photo-rows';

/**
 * Adds a photo to a persona (admins, on the persona's sites): the member pipeline checks and re-encodes it and
 * stores its renditions once; every users row of the persona gets a photos row pointing at those files, so the
 * member side (search, profile, chat, the photo route, maySeePhoto, unlocks) serves it like any member's photo.
 * Operators chose it, so it counts as reviewed (it does not enter the moderation queue). At most 25 uploads.
 */
export async function uploadPersonaPhoto(
  operator: Operator,
  input: { personaId: string; kind: PhotoKind; read: () => Promise<Buffer> },
): Promise<{ photo: PersonaPhoto }> {
  if (!mayUseArea(operator, 'personas')) throw new AppError('forbidden');
  // Out of scope is 404 before the body is read or decoded (and checked again under the lock).
  await viewPersona(await getDb(), operator, input.personaId);
  const processed = await processPhoto(await input.read());
  const fileId = uuidv7();
  await writeUploadedPhoto(fileId, processed.renditions);
  try {
    const db = await getDb();
    return await db.transaction(async (tx) => {
      const userIds = await lockPersonaRows(tx, operator, input.personaId);
      const at = now();
      for (const [index, userId] of userIds.entries()) {
        const [state] = await tx
          .select({
            uploads: sql<number>`(count(*) filter (where ${photos.storageKey} like 'upload:%'))::int`,
            nextSort: sql<number>`coalesce(max(${photos.sort}) + 1, 0)::int`,
          })
          .from(photos)
          .where(and(eq(photos.userId, userId), eq(photos.status, 'active')));
        if ((state?.uploads ?? 0) >= PREMIUM_PHOTO_LIMIT)
          throw new AppError('photo_limit_reached', { params: { limit: PREMIUM_PHOTO_LIMIT } });
        await tx.insert(photos).values({
          // The first row's id names the files, so the erasure of a deleted persona removes them with that row.
          id: index === 0 ? fileId : uuidv7(),
          userId,
          kind: input.kind,
          status: 'active',
          storageKey: personaPhotoKey(fileId),
          width: processed.width,
          height: processed.height,
          sort: state?.nextSort ?? 0,
          bytes: processed.renditions.full.byteLength,
          reviewedAt: at,
          reviewedBy: operator.id,
        });
        await settleMainPhoto(tx, userId);
      }
      const listed = await listPersonaPhotos(tx, input.personaId, userIds[0]!);
      const photo = listed.find((p) => p.id === fileId);
      if (!photo) throw new AppError('internal_error');
      await recordAudit(tx, operator, {
        action: 'persona.photo_add',
        targetType: 'persona',
        targetId: input.personaId,
        after: { photo_id: fileId, kind: photo.kind, main: photo.main, bytes: processed.renditions.full.byteLength },
      });
      return { photo };
    });
  } catch (error) {
    await removeUploadedPhoto(fileId);
    throw error;
  }
}
