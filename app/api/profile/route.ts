import { makeProfilePatchSchema } from '@/lib/schemas/profile';
import { requireUser } from '@/lib/server/auth/session';
import { now } from '@/lib/server/core/clock';
import { withRoute } from '@/lib/server/http/route';
import { getOwnProfile } from '@/lib/server/profiles/get-own-profile';
import { updateProfile } from '@/lib/server/profiles/update-profile';

// The age rule is judged by the server's clock.
const body = makeProfilePatchSchema(now);

// GET /api/profile: the member's own profile (attributes, interests, location, text). 403 authentication_required when logged out.
export const GET = withRoute({}, async ({ request, context }) => ({ profile: await getOwnProfile(await requireUser(request, context.site.id)) }));

// PATCH /api/profile: a partial update; unknown fields, unknown values and broken rules answer 422 with field codes and change nothing.
export const PATCH = withRoute({ body }, async ({ request, body: patch, context }) => {
  const user = await requireUser(request, context.site.id);
  return { profile: await updateProfile({ user, patch }) };
});
