import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb, type Db, type Tx } from '@/lib/db/client';
import { sites } from '@/lib/db/schema';
import { AppError } from '@/lib/server/core/errors';
import type { OpsSite } from '@/lib/schemas/ops/settings';
import type { Operator } from '../operator';
import { assertSiteInScope } from '../scope';
import { assertSettingsAdmin } from './access';
import { toOpsSite } from './site-record';

/** A site row the admin may see (404 for one outside their sites or that does not exist); `lock` for an edit. */
export async function siteRowInScope(operator: Operator, siteId: number, db: Db | Tx, lock = false) {
  assertSettingsAdmin(operator);
  assertSiteInScope(operator, siteId);
  const query = db.select().from(sites).where(eq(sites.id, siteId));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError('not_found');
  return row;
}

/** GET /api/ops/sites/{id}. */
export async function getOpsSite(operator: Operator, siteId: number): Promise<OpsSite> {
  return toOpsSite(await siteRowInScope(operator, siteId, await getDb()));
}
