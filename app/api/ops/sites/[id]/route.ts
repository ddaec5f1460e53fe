import { idParamsSchema, sitePatchSchema } from '@/lib/schemas/ops/settings';
import { withRoute } from '@/lib/server/http/route';
import { getOpsSite } from '@/lib/server/ops/settings/get-ops-site';
import { updateSite } from '@/lib/server/ops/settings/update-site';

const ADMIN = { ops: ['admin'] } as const;

// GET /api/ops/sites/{id}: {site}; 404 outside the admin's sites.
export const GET = withRoute({ auth: ADMIN, params: idParamsSchema }, async ({ viewer, params }) => ({
  site: await getOpsSite(viewer, params.id),
}));

// PATCH /api/ops/sites/{id} {fields...}: {site}; the proxy serves the change at once on this instance.
export const PATCH = withRoute(
  { auth: ADMIN, params: idParamsSchema, body: sitePatchSchema },
  async ({ viewer, params, body }) => ({ site: await updateSite(viewer, params.id, body) }),
);
