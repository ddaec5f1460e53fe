import { visibilitySchema } from '@/lib/schemas/account-settings';
import { setVisibility } from '@/lib/server/accounts/set-visibility';
import { requireUser } from '@/lib/server/auth/session';
import { withRoute } from '@/lib/server/http/route';

// PUT /api/account/visibility {invisible}: invisible mode hides the member from search, landers and suggestions.
export const PUT = withRoute({ body: visibilitySchema }, async ({ request, body, context }) => {
  const user = await requireUser(request, context.site.id);
  return setVisibility({ userId: user.id, invisible: body.invisible });
});
