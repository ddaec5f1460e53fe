'use client';
import { useState } from 'react';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_S } from '@/lib/config/constants';
import type { Locale } from '@/lib/config/locales';

/** Saves the chosen language (cookie, and the account when logged in) and reloads the page in it. */
export function useChangeLanguage() {
  const [busy, setBusy] = useState(false);
  const change = async (locale: Locale) => {
    setBusy(true);
    try {
      // The API client loads on use: the language menu is on every public page, a change is rare (issue 12).
      const { api, idempotent } = await import('@/lib/api-client/client');
      await api.put('/api/user', idempotent({ json: { language: locale } }));
    } catch {
      // The cookie alone is enough to switch; the account follows on the next save.
      document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE_S}; samesite=lax`;
    }
    window.location.reload();
  };
  return { busy, change };
}
