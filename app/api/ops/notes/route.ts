import { noteSchema, notesQuerySchema } from '@/lib/schemas/ops/inbox';
import { withRoute } from '@/lib/server/http/route';
import { addNote } from '@/lib/server/ops/notes/add-note';
import { listNotes } from '@/lib/server/ops/notes/list-notes';

// GET /api/ops/notes?subject_type=member|persona&subject_id=: the notes about a member or a persona.
export const GET = withRoute({ auth: { ops: ['admin', 'chat'] }, query: notesQuerySchema }, async ({ query, viewer }) =>
  listNotes(viewer, query),
);

// POST /api/ops/notes {subject_type, subject_id, body}: add a note.
export const POST = withRoute({ auth: { ops: ['admin', 'chat'] }, body: noteSchema }, async ({ body, viewer }) =>
  addNote(viewer, body),
);
