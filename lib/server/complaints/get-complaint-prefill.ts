import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { profiles } from '@/lib/db/schema';
import type { SessionUser } from '@/lib/server/auth/session';

/** The logged-in member's name and address for the complaints form: only to that member, never cached. */
export async function getComplaintPrefill(user: SessionUser): Promise<{ name: string; email: string }> {
  const db = await getDb();
  const [profile] = await db.select({ name: profiles.name }).from(profiles).where(eq(profiles.userId, user.id));
  return { name: profile?.name ?? '', email: user.email };
}
