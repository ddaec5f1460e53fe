import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { operators, opsNotes } from '@/lib/db/schema';
import type { Operator } from '@/lib/server/ops/operator';
import { assertNoteSubject } from './note-subject';

/** The notes about a member or a persona, newest first (the last 100). */
export async function listNotes(operator: Operator, query: { subject_type: 'member' | 'persona'; subject_id: string }) {
  const db = await getDb();
  await assertNoteSubject(db, operator, query.subject_type, query.subject_id);
  const rows = await db
    .select({ id: opsNotes.id, body: opsNotes.body, createdAt: opsNotes.createdAt, author: operators.name })
    .from(opsNotes)
    .innerJoin(operators, eq(operators.id, opsNotes.operatorId))
    .where(and(eq(opsNotes.subjectType, query.subject_type), eq(opsNotes.subjectId, query.subject_id)))
    .orderBy(desc(opsNotes.createdAt))
    .limit(100);
  return {
    notes: rows.map((n) => ({ id: n.id, body: n.body, author: n.author, created_at: n.createdAt.toISOString() })),
  };
}
