import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db/client';
import { personas, users } from '@/lib/db/schema';
import { AppError } from '@/lib/server/core/errors';
import type { Operator } from '@/lib/server/ops/operator';
import { siteScope } from '@/lib/server/ops/scope';

/**
 * The site a note's subject belongs to, checked against the operator's scope: a member of a site outside it, or
 * a persona without a profile on one of the operator's sites, is 404. Returns the member's site (null for a persona).
 */
export async function assertNoteSubject(
  db: Db | Tx,
  operator: Operator,
  subjectType: 'member' | 'persona',
  subjectId: string,
): Promise<number | null> {
  if (subjectType === 'member') {
    const [row] = await db
      .select({ siteId: users.siteId })
      .from(users)
      .where(and(eq(users.id, subjectId), eq(users.fictional, false), siteScope(operator, users.siteId)));
    if (!row) throw new AppError('not_found');
    return row.siteId;
  }
  const [row] = await db
    .select({ id: personas.id })
    .from(personas)
    .leftJoin(users, eq(users.personaId, personas.id))
    .where(and(eq(personas.id, subjectId), operator.siteIds === null ? undefined : siteScope(operator, users.siteId)))
    .limit(1);
  if (!row) throw new AppError('not_found');
  return null;
}
