'use client';
import { useState } from 'react';
import { api, idempotent } from '@/lib/api-client/client';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_S } from '@/lib/config/constants';
import type { Locale } from '@/lib/config/locales';

/** Saves the chosen language (cookie, and the account when logged in) and reloads the page in it. */
export function useChangeLanguage() {
  const [busy, setBusy] = useState(false);
  const change = async (locale: Locale) => {
    setBusy(true);
    try {
      await api.put('/api/user', idempotent({ json: { language: locale } }));
    } catch {
      // The cookie alone is enough to switch; the account follows on the next save.
      document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE_S}; samesite=lax`;
    }
    window.location.reload();
  };
  return { busy, change };
}
