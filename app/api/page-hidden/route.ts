import { z } from 'zod';
import { withRoute } from '@/lib/server/http/route';
import { markActive } from '@/lib/server/users/mark-active';

// POST /api/page-hidden (page-hidden.php): the beacon sent when a page becomes hidden; marks the member's last activity.
export const POST = withRoute(
  { auth: 'optional', body: z.object({}).passthrough(), lenientBody: true },
  async ({ viewer }) => {
    if (viewer) await markActive(viewer.id);
    return new Response(null, { status: 204 });
  },
);
