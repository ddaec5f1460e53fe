import { NextResponse } from 'next/server';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_S } from '@/lib/config/constants';
import { loginSchema } from '@/lib/schemas/account';
import { updateUserSchema } from '@/lib/schemas/user';
import { logIn } from '@/lib/server/auth/log-in';
import { sessionResponse } from '@/lib/server/auth/session-response';
import { withRoute } from '@/lib/server/http/route';
import { updateLanguage } from '@/lib/server/users/update-language';
import { viewerDto } from '@/lib/server/users/user-dto';

// GET /api/user (user.php): the current user, or { loggedIn: false } (with `account_banned: true` when the cookie was a suspended or banned member's).
export const GET = withRoute({ auth: 'optional' }, async ({ viewer, barred }) => ({
  user: await viewerDto(viewer),
  ...(barred ? { account_banned: true } : {}),
}));

// POST /api/user (user.php) {email, password}: logs in. 401 login_failed, 423 account_locked {minutes}, 429 per client address.
export const POST = withRoute({ auth: 'none', body: loginSchema }, async ({ body, context }) =>
  sessionResponse(await logIn({ form: body, context }), context),
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
