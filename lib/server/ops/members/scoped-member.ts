import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import { AppError } from '@/lib/server/core/errors';
import type { Operator } from '../operator';
import { assertSiteInScope } from '../scope';

export type MemberRow = typeof users.$inferSelect;

/**
 * A member an operator may act on, locked when asked: 404 for an unknown id, a member of a site outside the
 * operator's scope, and the sites' fictional profiles (personas are managed in their own area, never banned or
 * credited as members).
 */
export async function scopedMember(db: Db | Tx, operator: Operator, id: string, lock = false): Promise<MemberRow> {
  const query = db.select().from(users).where(eq(users.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row || row.fictional) throw new AppError('not_found');
  assertSiteInScope(operator, row.siteId);
  return row;
}
