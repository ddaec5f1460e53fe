'use client';
import { useBrowserValue } from '@/lib/hooks/use-browser-value';
import { readCookie } from '@/lib/utils/cookies';

/** Whether this browser says a member is logged in (the auth_hint cookie): false on the server and at hydration. */
export function useAuthHint(): boolean {
  return useBrowserValue(() => readCookie(document.cookie, 'auth_hint') === '1', false);
}
