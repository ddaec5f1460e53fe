import 'server-only';
import { getDb } from '@/lib/db/client';
import { contentPages } from '@/lib/db/schema';
import { purgePublicPages } from '@/lib/server/pages/purge-public-pages';
import { recordAudit } from '../audit';
import type { Operator } from '../operator';
import { auditTarget, toOpsContentPage, type ContentKey, contentKeyWhere } from './content-record';
import { contentRowInScope } from './list-content-pages';

/** DELETE /api/ops/content/{site}/{locale}/{token}: the page is gone (404) at once on this instance. */
export async function deleteContentPage(operator: Operator, key: ContentKey): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const current = toOpsContentPage(await contentRowInScope(operator, key, tx, true));
    await tx.delete(contentPages).where(contentKeyWhere(key));
    await recordAudit(tx, operator, {
      action: 'content.delete',
      targetType: 'content_page',
      targetId: auditTarget(key),
      siteId: key.siteId,
      before: current,
      after: null,
    });
  });
  purgePublicPages();
}
