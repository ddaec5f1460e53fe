import { personaSchema } from '@/lib/schemas/ops/personas';
import { withRoute } from '@/lib/server/http/route';
import { listPersonas } from '@/lib/server/ops/personas/list-personas';
import { createPersona } from '@/lib/server/ops/personas/save-persona';

// GET /api/ops/personas: the personas on the operator's sites (admins; chat operators read).
export const GET = withRoute({ auth: { ops: ['admin', 'chat'] } }, async ({ viewer }) => listPersonas(viewer));

// POST /api/ops/personas: a new persona and its profile on each of its sites (admins).
export const POST = withRoute({ auth: { ops: ['admin'] }, body: personaSchema }, async ({ body, viewer }) =>
  createPersona(viewer, body),
);
