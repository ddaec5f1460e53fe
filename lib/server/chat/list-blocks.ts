import 'server-only';
import { desc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { blocks } from '@/lib/db/schema';
import type { ChatPartner } from '@/lib/schemas/chat';
import { loadPartners } from './chat-partners';

/** The members the member blocked, newest first, as the settings list shows them. */
export async function listBlocks(userId: string): Promise<{ blocked: ChatPartner[] }> {
  const db = await getDb();
  const rows = await db
    .select({ id: blocks.blockedId })
    .from(blocks)
    .where(eq(blocks.blockerId, userId))
    .orderBy(desc(blocks.createdAt));
  const partners = await loadPartners(
    db,
    rows.map((r) => r.id),
  );
  // A blocked member who has since left has nothing left to show or unblock.
  return { blocked: rows.flatMap((r) => partners.get(r.id) ?? []).filter((m) => m.name !== '') };
}
