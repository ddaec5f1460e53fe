import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { profiles, users } from '@/lib/db/schema';
import type { Viewer } from '@/lib/server/auth/viewer';

/** The logged-in member's name and address for the complaints form: only to that member, never cached. */
export async function getComplaintPrefill(viewer: Pick<Viewer, 'id'>): Promise<{ name: string; email: string }> {
  const db = await getDb();
  const [row] = await db
    .select({ name: profiles.name, email: users.email })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, viewer.id));
  return { name: row?.name ?? '', email: row?.email ?? '' };
}
