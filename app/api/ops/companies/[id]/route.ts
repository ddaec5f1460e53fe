import { companyPatchSchema, idParamsSchema } from '@/lib/schemas/ops/settings';
import { withRoute } from '@/lib/server/http/route';
import { getOpsCompany } from '@/lib/server/ops/settings/list-companies';
import { updateCompany } from '@/lib/server/ops/settings/update-company';

const ADMIN = { ops: ['admin'] } as const;

// GET /api/ops/companies/{id}: {company}.
export const GET = withRoute({ auth: ADMIN, params: idParamsSchema }, async ({ viewer, params }) => ({
  company: await getOpsCompany(viewer, params.id),
}));

// PATCH /api/ops/companies/{id} {fields...}: {company}; admins of every site only.
export const PATCH = withRoute(
  { auth: ADMIN, params: idParamsSchema, body: companyPatchSchema },
  async ({ viewer, params, body }) => ({ company: await updateCompany(viewer, params.id, body) }),
);
