import { contentParamsSchema, contentPatchSchema } from '@/lib/schemas/ops/settings';
import { withRoute } from '@/lib/server/http/route';
import { deleteContentPage } from '@/lib/server/ops/settings/delete-content-page';
import { getOpsContentPage } from '@/lib/server/ops/settings/list-content-pages';
import { updateContentPage } from '@/lib/server/ops/settings/update-content-page';

const ADMIN = { ops: ['admin'] } as const;
const keyOf = (p: { site: number; locale: string; token: string }) => ({
  siteId: p.site,
  locale: p.locale,
  token: p.token,
});

// GET /api/ops/content/{site id}/{locale}/{token}: {page}.
export const GET = withRoute({ auth: ADMIN, params: contentParamsSchema }, async ({ viewer, params }) => ({
  page: await getOpsContentPage(viewer, keyOf(params)),
}));

// PATCH /api/ops/content/{site id}/{locale}/{token} {title?, body?, published?}: {page}.
export const PATCH = withRoute(
  { auth: ADMIN, params: contentParamsSchema, body: contentPatchSchema },
  async ({ viewer, params, body }) => ({ page: await updateContentPage(viewer, keyOf(params), body) }),
);

// DELETE /api/ops/content/{site id}/{locale}/{token}: {deleted: true}.
export const DELETE = withRoute({ auth: ADMIN, params: contentParamsSchema }, async ({ viewer, params }) => {
  await deleteContentPage(viewer, keyOf(params));
  return { deleted: true };
});
