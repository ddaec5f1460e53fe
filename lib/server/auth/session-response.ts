import 'server-only';
import { NextResponse } from 'next/server';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_S } from '@/lib/config/constants';
import { isLocale } from '@/lib/config/locales';
import type { RequestContext } from '@/lib/server/core/request-context';
import { userDto } from '@/lib/server/users/user-dto';
import { startSession, type SessionUser } from './session';

/** `{ user }` with a fresh session cookie, and the account's language as the locale cookie (spec §4: the account's language wins after login). */
export async function sessionResponse(user: SessionUser, context: RequestContext, status = 200): Promise<NextResponse> {
  const response = NextResponse.json({ user: await userDto(user) }, { status });
  await startSession(response, user, context.https);
  if (isLocale(user.language)) {
    response.cookies.set(LOCALE_COOKIE, user.language, {
      path: '/',
      maxAge: LOCALE_COOKIE_MAX_AGE_S,
      sameSite: 'lax',
      secure: context.https,
    });
  }
  return response;
}
