import { contentCreateSchema, contentListQuerySchema } from '@/lib/schemas/ops/settings';
import { withRoute } from '@/lib/server/http/route';
import { createContentPage } from '@/lib/server/ops/settings/create-content-page';
import { listContentPages } from '@/lib/server/ops/settings/list-content-pages';

const ADMIN = { ops: ['admin'] } as const;

// GET /api/ops/content?site_id=&locale=: {pages: [...]} of the admin's sites.
export const GET = withRoute({ auth: ADMIN, query: contentListQuerySchema }, async ({ viewer, query }) => ({
  pages: await listContentPages(viewer, { siteId: query.site_id, locale: query.locale }),
}));

// POST /api/ops/content {site_id, locale, token, title, body, published?}: 201 {page}.
export const POST = withRoute({ auth: ADMIN, body: contentCreateSchema }, async ({ viewer, body }) =>
  Response.json({ page: await createContentPage(viewer, body) }, { status: 201 }),
);
