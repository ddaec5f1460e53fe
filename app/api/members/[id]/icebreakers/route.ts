import { idParams } from '@/lib/schemas/chat';
import { listIcebreakers } from '@/lib/server/chat/icebreakers';
import { withRoute } from '@/lib/server/http/route';

// GET /api/members/{id}/icebreakers: first lines to send the member (the icebreaker modal), {lines: string[]}.
export const GET = withRoute({ auth: 'member', params: idParams }, async ({ params, context, viewer }) =>
  listIcebreakers({ viewerId: viewer.id, memberId: params.id, niche: context.site.niche, locale: context.locale }),
);
