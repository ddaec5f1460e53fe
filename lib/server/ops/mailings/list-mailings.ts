import 'server-only';
import { desc, isNull, or } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { mailings } from '@/lib/db/schema';
import type { OpsMailing } from '@/lib/schemas/ops/mailings';
import type { Operator } from '../operator';
import { siteScope } from '../scope';
import { assertMailingsAdmin, mailingInReach, toOpsMailing } from './mailing-record';

/** GET /api/ops/mailings: the mailings of the admin's sites (and those for every site, for admins of every site), newest first. */
export async function listMailings(operator: Operator): Promise<OpsMailing[]> {
  assertMailingsAdmin(operator);
  const db = await getDb();
  const rows = await db
    .select()
    .from(mailings)
    .where(
      operator.siteIds === null
        ? or(isNull(mailings.siteId), siteScope(operator, mailings.siteId))
        : siteScope(operator, mailings.siteId),
    )
    .orderBy(desc(mailings.createdAt))
    .limit(200);
  return rows.map(toOpsMailing);
}

/** GET /api/ops/mailings/{id}. */
export async function getMailing(operator: Operator, id: string): Promise<OpsMailing> {
  return toOpsMailing(await mailingInReach(await getDb(), operator, id));
}
