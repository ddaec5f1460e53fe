'use client';
import { useLocale, useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';
import { useId, useMemo, useState } from 'react';
import { useBrowserValue } from '@/lib/hooks/use-browser-value';
import { api, idempotent } from '@/lib/api-client/client';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_S } from '@/lib/config/constants';
import { LOCALE_NAMES, type Locale } from '@/lib/config/locales';
import { languageOptions } from '@/lib/i18n/language-options';
import { matchLocale } from '@/lib/i18n/resolve-locale';
import { readCookie } from '@/lib/utils/cookies';

/** The language dropdown by country (spec §9); hidden on complete-signup. */
export function LanguageDropdown() {
  const t = useTranslations('LanguageSwitcher');
  const current = useLocale() as Locale;
  const pathname = usePathname();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const country = useBrowserValue(() => readCookie(document.cookie, 'geo_country'), null);
  const browser = useBrowserValue(() => matchLocale(navigator.language ?? ''), null);
  const options = useMemo(() => languageOptions(country, current, browser), [country, current, browser]);

  if (pathname === '/complete-signup') return null;

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

  return (
    <div className="d-flex align-items-center">
      <label htmlFor={id} className="visually-hidden">
        {t('label')}
      </label>
      <select
        id={id}
        className="form-select form-select-sm"
        value={current}
        disabled={busy}
        onChange={(e) => void change(e.target.value as Locale)}
      >
        {options.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </select>
    </div>
  );
}
