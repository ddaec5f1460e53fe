import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db/client';
import { profiles } from '@/lib/db/schema';

export type MailRecipient = { id: string; email: string; language: string; name: string | null };

/** Who an account mail greets: the member's address and language, and the profile name when there is one. */
export async function mailRecipient(
  db: Db | Tx,
  user: { id: string; email: string; language: string },
): Promise<MailRecipient> {
  const [profile] = await db.select({ name: profiles.name }).from(profiles).where(eq(profiles.userId, user.id));
  return { id: user.id, email: user.email, language: user.language, name: profile?.name ?? null };
}
