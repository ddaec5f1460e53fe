import { NextResponse } from 'next/server';
import { logOut } from '@/lib/server/auth/log-out';
import { endSession } from '@/lib/server/auth/session';
import { withRoute } from '@/lib/server/http/route';

// GET /api/logout (logout.php): ends this session and, by raising the session version, every other copy of the cookie.
export const GET = withRoute({ auth: 'optional' }, async ({ request, context, viewer }) => {
  if (viewer) await logOut(viewer);
  const wantsPage = (request.headers.get('accept') ?? '').includes('text/html');
  // A relative Location: the request URL inside Next names its internal origin, not the site's.
  const response = wantsPage
    ? new NextResponse(null, { status: 303, headers: { Location: '/' } })
    : NextResponse.json({ user: { loggedIn: false } });
  endSession(response, context.https);
  return response;
});
