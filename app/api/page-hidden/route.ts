import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import { currentUser } from '@/lib/server/auth/session';
import { withRoute } from '@/lib/server/http/route';

// POST /api/page-hidden (page-hidden.php): the beacon sent when a page becomes hidden; marks the member's last activity.
export const POST = withRoute({ body: z.object({}).passthrough(), lenientBody: true }, async ({ request, context }) => {
  const user = await currentUser(request, context.site.id);
  if (user) {
    const db = await getDb();
    await db.update(users).set({ lastActiveAt: new Date() }).where(eq(users.id, user.id));
  }
  return new Response(null, { status: 204 });
});
