import 'server-only';
import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { profiles, sites, users } from '@/lib/db/schema';
import type { OpsMemberRow } from '@/lib/schemas/ops/moderation';
import type { Operator } from '../operator';
import { siteScope } from '../scope';

export const MEMBER_SEARCH_LIMIT = 50;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `%` and `_` typed by the operator are literal characters, not wildcards. */
function like(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * GET /api/ops/members?q=: members of the operator's sites by id (exact), e-mail or name (contains, any case),
 * newest first. The sites' fictional profiles are listed too, marked `fictional` (the console opens no member
 * view for them).
 */
export async function searchMembers(operator: Operator, q: string): Promise<OpsMemberRow[]> {
  const db = await getDb();
  const match = UUID.test(q)
    ? eq(users.id, q.toLowerCase())
    : or(ilike(users.email, like(q)), ilike(profiles.name, like(q)));
  const rows = await db
    .select({
      id: users.id,
      siteId: sites.id,
      siteKey: sites.key,
      email: users.email,
      name: profiles.name,
      status: users.status,
      credits: users.credits,
      fictional: users.fictional,
      signupDate: users.signupDate,
    })
    .from(users)
    .innerJoin(sites, eq(sites.id, users.siteId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(and(siteScope(operator, users.siteId), match, sql`${users.role} <> 'operator'`))
    .orderBy(desc(users.signupDate), desc(users.id))
    .limit(MEMBER_SEARCH_LIMIT);
  return rows.map((r) => ({
    id: r.id,
    site: { id: r.siteId, key: r.siteKey },
    email: r.email,
    name: r.name,
    status: r.status,
    credits: r.credits,
    fictional: r.fictional,
    signup_date: r.signupDate.toISOString(),
  }));
}
