import 'server-only';
import { and, isNull, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import { withDisabledReason } from '@/lib/server/users/disable-notifications';

export type MailFeedback = 'bounce' | 'fbl';

/**
 * A hard bounce or a spam complaint (fbl) reported by the mail provider for an address: every account
 * with that address, on every site (they share the sending reputation), stops getting notification
 * mail; the reason joins notifications_disabled and mail_suppressed records it. A bounce outranks a
 * complaint there, because only confirming the address lifts it. One statement, so the two columns never
 * disagree; repeating a report changes nothing.
 * Returns how many accounts it touched (the endpoint never tells).
 */
export async function suppressMail(input: { email: string; reason: MailFeedback }): Promise<number> {
  const db = await getDb();
  const rows = await db
    .update(users)
    .set({
      mailSuppressed: input.reason === 'bounce' ? 'bounce' : sql`coalesce(${users.mailSuppressed}, 'fbl')`,
      notificationsDisabled: withDisabledReason(input.reason),
    })
    .where(and(sql`lower(${users.email}) = ${input.email.trim().toLowerCase()}`, isNull(users.erasedAt)))
    .returning({ id: users.id });
  return rows.length;
}
