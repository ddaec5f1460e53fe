'use client';
import { usePathname } from 'next/navigation';
import { useId, useMemo } from 'react';
import { useChangeLanguage } from '@/lib/hooks/use-change-language';
import { useBrowserValue } from '@/lib/hooks/use-browser-value';
import { LOCALE_NAMES, type Locale } from '@/lib/config/locales';
import { languageOptions } from '@/lib/i18n/language-options';
import { matchLocale } from '@/lib/i18n/resolve-locale';
import { readCookie } from '@/lib/utils/cookies';

/**
 * The language dropdown by country (spec §9); hidden on complete-signup. The page's language and the label come
 * from the server, so public pages need no translation runtime in the browser (issue 12).
 */
export function LanguageDropdown({ current, label }: { current: Locale; label: string }) {
  const pathname = usePathname();
  const id = useId();
  const { busy, change } = useChangeLanguage();
  const country = useBrowserValue(() => readCookie(document.cookie, 'geo_country'), null);
  const browser = useBrowserValue(() => matchLocale(navigator.language ?? ''), null);
  const options = useMemo(() => languageOptions(country, current, browser), [country, current, browser]);

  if (pathname === '/complete-signup') return null;

  return (
    <div className="d-flex align-items-center">
      <label htmlFor={id} className="visually-hidden">
        {label}
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
