import { withRoute } from '@/lib/server/http/route';
import { autoLike } from '@/lib/server/likes/auto-like';

// GET /api/auto-like (alias auto-like.php): a like from a fitting fictional profile for the like modal, or {profile: null}.
export const GET = withRoute({ auth: 'member' }, async ({ context, viewer }) => {
  return autoLike(viewer, context.site.key);
});
