import { personaParams, personaPatchSchema } from '@/lib/schemas/ops/personas';
import { withRoute } from '@/lib/server/http/route';
import { deletePersona } from '@/lib/server/ops/personas/delete-persona';
import { getPersona } from '@/lib/server/ops/personas/list-personas';
import { updatePersona } from '@/lib/server/ops/personas/save-persona';

// GET /api/ops/personas/{id}
export const GET = withRoute({ auth: { ops: ['admin', 'chat'] }, params: personaParams }, async ({ params, viewer }) =>
  getPersona(viewer, params.id),
);

// PATCH /api/ops/personas/{id}: label, notes, status (active|paused), texts, profile, avatar, interests, sites.
export const PATCH = withRoute(
  { auth: { ops: ['admin'] }, params: personaParams, body: personaPatchSchema },
  async ({ params, body, viewer }) => updatePersona(viewer, params.id, body),
);

// DELETE /api/ops/personas/{id}: 409 persona_has_open_conversations while members wait for its answer.
export const DELETE = withRoute({ auth: { ops: ['admin'] }, params: personaParams }, async ({ params, viewer }) =>
  deletePersona(viewer, params.id),
);
