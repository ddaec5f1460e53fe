import 'server-only';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { MAX_PHOTO_PIXELS } from '@/lib/config/constants';
import { getDb } from '@/lib/db/client';
import { sites } from '@/lib/db/schema';
import { AppError } from '@/lib/server/core/errors';
import { log } from '@/lib/server/core/log';
import { objectStore, StorageUnavailable } from '@/lib/server/integrations/storage';
import type { OpsSite } from '@/lib/schemas/ops/settings';
import { errorFields } from '@/lib/utils/error-fields';
import { uuidv7 } from '@/lib/utils/uuid';
import { recordAudit } from '../audit';
import type { Operator } from '../operator';
import { siteRowInScope } from './get-ops-site';
import { refreshAfterSettingsChange } from './refresh-caches';
import { toOpsSite } from './site-record';

/** A logo fits in 600 × 200 px and is stored as WebP, whatever was uploaded (the pixels are decoded, never passed on). */
async function renderLogo(input: Buffer): Promise<Buffer> {
  try {
    return await sharp(input, { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'error', animated: false })
      .rotate()
      .resize({ width: 600, height: 200, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 90 })
      .toBuffer();
  } catch (cause) {
    throw new AppError('photo_invalid', { cause });
  }
}

async function removeObject(key: string): Promise<void> {
  try {
    await objectStore().delete(key);
  } catch (error) {
    log('warn', 'logo file not removed', errorFields(error));
  }
}

/**
 * PUT /api/ops/sites/{id}/logo (the image as the body): the site's logo through the photo-storage port, under a
 * new key each time (caches of the old one never show the new one). The old file is removed after the change
 * committed; a failed write leaves nothing behind. null removes the logo.
 */
export async function setSiteLogo(operator: Operator, siteId: number, upload: Buffer | null): Promise<OpsSite> {
  const db = await getDb();
  await siteRowInScope(operator, siteId, db);
  const key = upload ? `logos/${uuidv7()}-logo.webp` : null;
  if (upload && key) {
    const body = await renderLogo(upload);
    try {
      await objectStore().put(key, body, 'image/webp');
    } catch (error) {
      if (error instanceof StorageUnavailable) throw new AppError('service_unavailable', { cause: error });
      throw error;
    }
  }
  let before: string | null = null;
  let site: OpsSite;
  try {
    site = await db.transaction(async (tx) => {
      const current = await siteRowInScope(operator, siteId, tx, true);
      before = current.logoKey;
      const [row] = await tx
        .update(sites)
        .set({ logoKey: key, updatedAt: sql`now()` })
        .where(eq(sites.id, siteId))
        .returning();
      if (!row) throw new AppError('not_found');
      await recordAudit(tx, operator, {
        action: 'site.logo',
        targetType: 'site',
        targetId: siteId,
        siteId,
        before: { logo_key: current.logoKey },
        after: { logo_key: key },
      });
      return toOpsSite(row);
    });
  } catch (error) {
    if (key) await removeObject(key);
    throw error;
  }
  if (before) await removeObject(before);
  await refreshAfterSettingsChange();
  return site;
}

/** The logo's bytes for the console's preview (404 when the site has none or its file is gone). */
export async function readSiteLogo(operator: Operator, siteId: number): Promise<Buffer> {
  const row = await siteRowInScope(operator, siteId, await getDb());
  if (!row.logoKey) throw new AppError('not_found');
  const body = await objectStore()
    .get(row.logoKey)
    .catch((error: unknown) => {
      if (error instanceof StorageUnavailable) return null;
      throw error;
    });
  if (!body) throw new AppError('not_found');
  return body;
}
