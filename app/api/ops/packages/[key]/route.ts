import { packageKeyParamsSchema, packagePatchSchema } from '@/lib/schemas/ops/settings';
import { withRoute } from '@/lib/server/http/route';
import { updatePackage } from '@/lib/server/ops/settings/update-package';

// PATCH /api/ops/packages/{key} {credits?, bonus?, highlighted?}: {package}; admins of every site only.
export const PATCH = withRoute(
  { auth: { ops: ['admin'] }, params: packageKeyParamsSchema, body: packagePatchSchema },
  async ({ viewer, params, body }) => ({ package: await updatePackage(viewer, params.key, body) }),
);
