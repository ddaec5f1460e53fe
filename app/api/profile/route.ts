import { makeProfilePatchSchema } from '@/lib/schemas/profile';
import { now } from '@/lib/server/core/clock';
import { withRoute } from '@/lib/server/http/route';
import { getOwnProfile } from '@/lib/server/profiles/get-own-profile';
import { updateProfile } from '@/lib/server/profiles/update-profile';

// The age rule is judged by the server's clock.
const body = makeProfilePatchSchema(now);

// GET /api/profile: the member's own profile (attributes, interests, location, text). 403 authentication_required when logged out.
export const GET = withRoute({ auth: 'member' }, async ({ viewer }) => ({ profile: await getOwnProfile(viewer) }));

// PATCH /api/profile: a partial update; unknown fields, unknown values and broken rules answer 422 with field codes and change nothing.
export const PATCH = withRoute({ auth: 'member', body }, async ({ body: patch, viewer }) => {
  return { profile: await updateProfile({ viewer, patch }) };
});
