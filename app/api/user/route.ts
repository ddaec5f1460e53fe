import { NextResponse, type NextRequest } from 'next/server';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_S } from '@/lib/config/constants';
import { loginSchema } from '@/lib/schemas/account';
import { pushBodySchema, pushQuerySchema, pushRemoveSchema } from '@/lib/schemas/push';
import { updateUserSchema } from '@/lib/schemas/user';
import { logIn } from '@/lib/server/auth/log-in';
import { sessionResponse } from '@/lib/server/auth/session-response';
import { withRoute } from '@/lib/server/http/route';
import { removeSubscription, saveSubscription } from '@/lib/server/push/save-subscription';
import { updateLanguage } from '@/lib/server/users/update-language';
import { viewerDto } from '@/lib/server/users/user-dto';

// GET /api/user (user.php): the current user, or { loggedIn: false } (with `account_banned: true` when the cookie was a suspended or banned member's).
export const GET = withRoute({ auth: 'optional' }, async ({ viewer, barred }) => ({
  user: await viewerDto(viewer),
  ...(barred ? { account_banned: true } : {}),
}));

// POST /api/user (user.php) {email, password}: logs in. 401 login_failed, 423 account_locked {minutes}, 429 per client address.
const logInRoute = withRoute({ auth: 'none', body: loginSchema }, async ({ body, context }) =>
  sessionResponse(await logIn({ form: body, context }), context),
);

// POST /api/user?push=1 (user.php?push=1) {subscription}: this device's push subscription for the member (spec §3);
// {subscription: null, endpoint} removes it. Members only.
const pushRoute = withRoute(
  { auth: 'member', query: pushQuerySchema, body: pushBodySchema },
  async ({ body, viewer, request }) =>
    body.subscription
      ? saveSubscription(viewer, body.subscription, request.headers.get('user-agent'))
      : removeSubscription(viewer, body.endpoint ?? ''),
);

type Segment = { params: Promise<Record<string, string>> };
const wantsPush = (request: NextRequest) => request.nextUrl.searchParams.has('push');

export const POST = Object.assign(
  (request: NextRequest, segment: Segment) =>
    wantsPush(request) ? pushRoute(request, segment) : logInRoute(request, segment),
  { auth: logInRoute.auth },
);

// DELETE /api/user?push=1 {endpoint}: removes this device's push subscription. Members only.
export const DELETE = withRoute(
  { auth: 'member', query: pushQuerySchema, body: pushRemoveSchema },
  async ({ body, viewer }) => removeSubscription(viewer, body.endpoint),
);

// PUT /api/user (user.php) {language}: the chosen locale goes into the cookie and, when logged in, onto the account.
export const PUT = withRoute({ auth: 'optional', body: updateUserSchema }, async ({ body, context, viewer }) => {
  if (viewer) await updateLanguage({ userId: viewer.id, language: body.language });
  const response = NextResponse.json({ user: await viewerDto(viewer) });
  response.cookies.set(LOCALE_COOKIE, body.language, {
    path: '/',
    maxAge: LOCALE_COOKIE_MAX_AGE_S,
    sameSite: 'lax',
    secure: context.https,
  });
  return response;
});
