import { visibilitySchema } from '@/lib/schemas/account-settings';
import { setVisibility } from '@/lib/server/accounts/set-visibility';
import { withRoute } from '@/lib/server/http/route';

// PUT /api/account/visibility {invisible}: invisible mode hides the member from search, landers and suggestions.
export const PUT = withRoute({ auth: 'member', body: visibilitySchema }, async ({ body, viewer }) => {
  return setVisibility({ userId: viewer.id, invisible: body.invisible });
});
