import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import { getDb, type Db, type Tx } from '@/lib/db/client';
import { contentPages } from '@/lib/db/schema';
import { AppError } from '@/lib/server/core/errors';
import type { OpsContentPage } from '@/lib/schemas/ops/settings';
import type { Operator } from '../operator';
import { assertSiteInScope, siteScope } from '../scope';
import { assertSettingsAdmin } from './access';
import { toOpsContentPage, type ContentKey, contentKeyWhere } from './content-record';

/** GET /api/ops/content: the content pages of the admin's sites, optionally of one site and one language. */
export async function listContentPages(
  operator: Operator,
  filter: { siteId?: number; locale?: string },
): Promise<OpsContentPage[]> {
  assertSettingsAdmin(operator);
  if (filter.siteId !== undefined) assertSiteInScope(operator, filter.siteId);
  const db = await getDb();
  const rows = await db
    .select()
    .from(contentPages)
    .where(
      and(
        siteScope(operator, contentPages.siteId),
        filter.siteId === undefined ? undefined : eq(contentPages.siteId, filter.siteId),
        filter.locale === undefined ? undefined : eq(contentPages.locale, filter.locale),
      ),
    )
    .orderBy(asc(contentPages.siteId), asc(contentPages.token), asc(contentPages.locale));
  return rows.map(toOpsContentPage);
}

/** One content page of the admin's sites (404 outside them or when there is none); `lock` for an edit. */
export async function contentRowInScope(operator: Operator, key: ContentKey, db: Db | Tx, lock = false) {
  assertSettingsAdmin(operator);
  assertSiteInScope(operator, key.siteId);
  const query = db.select().from(contentPages).where(contentKeyWhere(key));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError('not_found');
  return row;
}

/** GET /api/ops/content/{site}/{locale}/{token}. */
export async function getOpsContentPage(operator: Operator, key: ContentKey): Promise<OpsContentPage> {
  return toOpsContentPage(await contentRowInScope(operator, key, await getDb()));
}
