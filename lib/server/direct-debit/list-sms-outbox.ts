import 'server-only';
import { desc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { smsOutbox } from '@/lib/db/schema';
import type { OutboxSms } from '@/lib/schemas/direct-debit';

/** The latest text messages of one site in the embedded SMS outbox, newest first (the demo outbox page). */
export async function listSmsOutbox(siteId: number, limit = 50): Promise<OutboxSms[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(smsOutbox)
    .where(eq(smsOutbox.siteId, siteId))
    .orderBy(desc(smsOutbox.createdAt), desc(smsOutbox.id))
    .limit(limit);
  return rows.map((r) => ({ id: r.id, to: r.to, text: r.text, createdAt: r.createdAt.toISOString() }));
}
