import { mailingParams, mailingPatchSchema } from '@/lib/schemas/ops/mailings';
import { withRoute } from '@/lib/server/http/route';
import { getMailing } from '@/lib/server/ops/mailings/list-mailings';
import { deleteMailing, updateMailing } from '@/lib/server/ops/mailings/save-mailing';

const ADMIN = { ops: ['admin'] } as const;

// GET /api/ops/mailings/{id}: {mailing}.
export const GET = withRoute({ auth: ADMIN, params: mailingParams }, async ({ viewer, params }) => ({
  mailing: await getMailing(viewer, params.id),
}));

// PATCH /api/ops/mailings/{id} {site_id?, kind?, language?, subject?, body?}: {mailing} (drafts only).
export const PATCH = withRoute(
  { auth: ADMIN, params: mailingParams, body: mailingPatchSchema },
  async ({ viewer, params, body }) => ({ mailing: await updateMailing(viewer, params.id, body) }),
);

// DELETE /api/ops/mailings/{id}: {deleted: true} (drafts only).
export const DELETE = withRoute({ auth: ADMIN, params: mailingParams }, async ({ viewer, params }) => {
  await deleteMailing(viewer, params.id);
  return { deleted: true };
});
