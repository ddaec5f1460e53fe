import 'server-only';
import { getDb } from '@/lib/db/client';
import { opsNotes } from '@/lib/db/schema';
import { now } from '@/lib/server/core/clock';
import { recordAudit } from '@/lib/server/ops/audit';
import type { Operator } from '@/lib/server/ops/operator';
import { uuidv7 } from '@/lib/utils/uuid';
import { assertNoteSubject } from './note-subject';

/** An operator's note about a member or a persona, shown beside their conversations (audited with the note's id). */
export async function addNote(
  operator: Operator,
  input: { subject_type: 'member' | 'persona'; subject_id: string; body: string },
) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const siteId = await assertNoteSubject(tx, operator, input.subject_type, input.subject_id);
    const id = uuidv7();
    const at = now();
    await tx.insert(opsNotes).values({
      id,
      subjectType: input.subject_type,
      subjectId: input.subject_id,
      operatorId: operator.id,
      body: input.body,
      createdAt: at,
    });
    await recordAudit(tx, operator, {
      action: 'note.add',
      targetType: input.subject_type,
      targetId: input.subject_id,
      siteId,
      after: { note_id: id },
    });
    return { note: { id, body: input.body, author: operator.name, created_at: at.toISOString() } };
  });
}
