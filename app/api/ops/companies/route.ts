import { companyCreateSchema } from '@/lib/schemas/ops/settings';
import { withRoute } from '@/lib/server/http/route';
import { createCompany } from '@/lib/server/ops/settings/create-company';
import { listCompanies } from '@/lib/server/ops/settings/list-companies';

const ADMIN = { ops: ['admin'] } as const;

// GET /api/ops/companies: {companies: [...]}.
export const GET = withRoute({ auth: ADMIN }, async ({ viewer }) => ({ companies: await listCompanies(viewer) }));

// POST /api/ops/companies {id, name, ...}: 201 {company}; admins of every site only.
export const POST = withRoute({ auth: ADMIN, body: companyCreateSchema }, async ({ viewer, body }) =>
  Response.json({ company: await createCompany(viewer, body) }, { status: 201 }),
);
