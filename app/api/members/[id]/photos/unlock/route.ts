import { idParams } from '@/lib/schemas/chat';
import { withRoute } from '@/lib/server/http/route';
import { unlockPhotos } from '@/lib/server/photos/unlock-photos';
import { getSite } from '@/lib/server/sites/get-site';

// POST /api/members/{id}/photos/unlock: unlocks the member's private photos for photo_credits, once.
export const POST = withRoute({ auth: 'member', params: idParams }, async ({ params, context, viewer }) => {
  return unlockPhotos({ viewer, site: await getSite(context.site.key), ownerId: params.id });
});
