import 'server-only';
import { desc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { mailOutbox } from '@/lib/db/schema';

export type OutboxMail = {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  status: string;
  createdAt: string;
  links: string[];
};

/** The latest mails of one site, newest first, with the links of their plain-text part. */
export async function listOutbox(siteId: number, limit = 50): Promise<OutboxMail[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.siteId, siteId))
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    to: r.to,
    subject: r.subject,
    text: r.text,
    html: r.html,
    status: r.status,
    createdAt: r.createdAt.toISOString(),
    links: [...new Set([...r.text.matchAll(/https?:\/\/\S+/g)].map((m) => m[0]))],
  }));
}
