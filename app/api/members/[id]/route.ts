import { idParams } from '@/lib/schemas/chat';
import { withRoute } from '@/lib/server/http/route';
import { getMemberProfile } from '@/lib/server/members/get-member-profile';
import { getSite } from '@/lib/server/sites/get-site';

// GET /api/members/{id}: a member's profile as the caller may see it, with related profiles.
export const GET = withRoute({ auth: 'optional', params: idParams }, async ({ params, context, viewer }) => {
  return getMemberProfile({
    site: await getSite(context.site.key),
    locale: context.locale,
    memberId: params.id,
    viewer: viewer ? { id: viewer.id, paid: viewer.paid } : null,
    visitorTrafficSource: context.tracking !== null,
  });
});
