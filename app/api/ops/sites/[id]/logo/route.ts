import { idParamsSchema } from '@/lib/schemas/ops/settings';
import { withRoute } from '@/lib/server/http/route';
import { readSiteLogo, setSiteLogo } from '@/lib/server/ops/settings/site-logo';
import { readUpload } from '@/lib/server/photos/read-upload';

const ADMIN = { ops: ['admin'] } as const;

// GET /api/ops/sites/{id}/logo: the stored logo (image/webp) for the console's preview.
export const GET = withRoute({ auth: ADMIN, params: idParamsSchema }, async ({ viewer, params }) => {
  const body = await readSiteLogo(viewer, params.id);
  return new Response(new Uint8Array(body), {
    headers: { 'Content-Type': 'image/webp', 'Cache-Control': 'private, no-store' },
  });
});

// PUT /api/ops/sites/{id}/logo, body: the image (Content-Type image/*): {site}; 422 photo_invalid, 413 payload_too_large.
export const PUT = withRoute({ auth: ADMIN, params: idParamsSchema }, async ({ viewer, params, request }) => {
  // The console session and role are checked before the body is read (withRoute); the site scope by the use case.
  const body = await readUpload(request);
  return { site: await setSiteLogo(viewer, params.id, body) };
});

// DELETE /api/ops/sites/{id}/logo: {site} without a logo.
export const DELETE = withRoute({ auth: ADMIN, params: idParamsSchema }, async ({ viewer, params }) => ({
  site: await setSiteLogo(viewer, params.id, null),
}));
