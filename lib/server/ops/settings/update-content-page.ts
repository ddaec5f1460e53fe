import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { contentPages } from '@/lib/db/schema';
import { AppError } from '@/lib/server/core/errors';
import { purgePublicPages } from '@/lib/server/pages/purge-public-pages';
import type { ContentPatchInput, OpsContentPage } from '@/lib/schemas/ops/settings';
import { recordAudit } from '../audit';
import type { Operator } from '../operator';
import { auditTarget, toOpsContentPage, type ContentKey, contentKeyWhere } from './content-record';
import { contentRowInScope } from './list-content-pages';

/** PATCH /api/ops/content/{site}/{locale}/{token}: title, body, published; the public page shows it at once. */
export async function updateContentPage(
  operator: Operator,
  key: ContentKey,
  input: ContentPatchInput,
): Promise<OpsContentPage> {
  const db = await getDb();
  const updated = await db.transaction(async (tx) => {
    const current = toOpsContentPage(await contentRowInScope(operator, key, tx, true));
    const [row] = await tx
      .update(contentPages)
      .set({
        ...(input.title !== undefined ? { title: input.title } : {}),
        ...(input.body !== undefined ? { body: input.body } : {}),
        ...(input.published !== undefined ? { published: input.published ? 'yes' : 'no' } : {}),
        updatedAt: sql`now()`,
      })
      .where(contentKeyWhere(key))
      .returning();
    if (!row) throw new AppError('not_found');
    const page = toOpsContentPage(row);
    const fields = Object.keys(input) as (keyof ContentPatchInput)[];
    await recordAudit(tx, operator, {
      action: 'content.update',
      targetType: 'content_page',
      targetId: auditTarget(key),
      siteId: key.siteId,
      before: Object.fromEntries(fields.map((f) => [f, current[f]])),
      after: Object.fromEntries(fields.map((f) => [f, page[f]])),
    });
    return page;
  });
  purgePublicPages();
  return updated;
}
