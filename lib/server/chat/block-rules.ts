import 'server-only';
import { and, eq, inArray, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db/client';
import { blocks } from '@/lib/db/schema';

/** Whether `blockerId` blocked `blockedId`, as a condition of a larger statement (ids or columns). */
export function hasBlocked(blockerId: string | SQLWrapper, blockedId: string | SQLWrapper): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${blocks} where ${blocks.blockerId} = ${blockerId} and ${blocks.blockedId} = ${blockedId})`;
}

/** Whether either of two members blocked the other, and who. */
export async function blockBetween(
  db: Db | Tx,
  viewerId: string,
  otherId: string,
): Promise<{ viewerBlocked: boolean; blockedByOther: boolean }> {
  const rows = await db
    .select({ blocker: blocks.blockerId })
    .from(blocks)
    .where(
      or(
        and(eq(blocks.blockerId, viewerId), eq(blocks.blockedId, otherId)),
        and(eq(blocks.blockerId, otherId), eq(blocks.blockedId, viewerId)),
      ),
    );
  return {
    viewerBlocked: rows.some((r) => r.blocker === viewerId),
    blockedByOther: rows.some((r) => r.blocker === otherId),
  };
}

/** Of `ids`, the members who blocked the viewer: to the viewer they are no longer reachable. */
export async function blockersAmong(db: Db | Tx, viewerId: string, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ blocker: blocks.blockerId })
    .from(blocks)
    .where(and(eq(blocks.blockedId, viewerId), inArray(blocks.blockerId, [...ids])));
  return new Set(rows.map((r) => r.blocker));
}
