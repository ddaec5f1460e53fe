import { siteCreateSchema } from '@/lib/schemas/ops/settings';
import { withRoute } from '@/lib/server/http/route';
import { createSite } from '@/lib/server/ops/settings/create-site';
import { listSites } from '@/lib/server/ops/settings/list-sites';

const ADMIN = { ops: ['admin'] } as const;

// GET /api/ops/sites: {sites: [...]}, the admin's sites with every setting.
export const GET = withRoute({ auth: ADMIN }, async ({ viewer }) => ({ sites: await listSites(viewer) }));

// POST /api/ops/sites {key, domain, ...}: 201 {site}; admins of every site only.
export const POST = withRoute({ auth: ADMIN, body: siteCreateSchema }, async ({ viewer, body }) =>
  Response.json({ site: await createSite(viewer, body) }, { status: 201 }),
);
