import { eq, sql } from 'drizzle-orm';
import { NextResponse } from 'next/server';
import { getDb } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import { currentUser, endSession } from '@/lib/server/auth/session';
import { withRoute } from '@/lib/server/http/route';

// GET /api/logout (logout.php): ends this session and, by raising the session version, every other copy of the cookie.
export const GET = withRoute({}, async ({ request, context }) => {
  const user = await currentUser(request, context.site.id);
  if (user) {
    const db = await getDb();
    await db.update(users).set({ sessionVersion: sql`${users.sessionVersion} + 1` }).where(eq(users.id, user.id));
  }
  const wantsPage = (request.headers.get('accept') ?? '').includes('text/html');
  // A relative Location: the request URL inside Next names its internal origin, not the site's.
  const response = wantsPage ? new NextResponse(null, { status: 303, headers: { Location: '/' } }) : NextResponse.json({ user: { loggedIn: false } });
  endSession(response, context.https);
  return response;
});
