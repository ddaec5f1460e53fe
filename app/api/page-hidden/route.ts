import { z } from 'zod';
import { withRoute } from '@/lib/server/http/route';

// POST /api/page-hidden (page-hidden.php): the beacon sent when a page becomes hidden. Reading the member's session
// already marks their last activity (at most once a minute, lib/server/users/mark-active.ts): nothing else to do.
export const POST = withRoute(
  { auth: 'optional', body: z.object({}).passthrough(), lenientBody: true },
  async () => new Response(null, { status: 204 }),
);
