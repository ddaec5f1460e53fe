'use client';
import { useTranslations } from 'next-intl';
import { useChangeLanguage } from '@/lib/hooks/use-change-language';
import { LOCALE_NAMES, LOCALES, isLocale, type Locale } from '@/lib/config/locales';

/** The account's language: every language of the product (the top-bar dropdown offers a country's subset). Changing it reloads the page in it. */
export function LanguageSettings({ current }: { current: Locale }) {
  const t = useTranslations('Profile');
  const { busy, change } = useChangeLanguage();
  return (
    <div>
      <label htmlFor="profile-language" className="form-label">
        {t('language')}
      </label>
      <select
        id="profile-language"
        className="form-select"
        style={{ maxWidth: '20rem' }}
        value={current}
        disabled={busy}
        aria-describedby="profile-language-help"
        onChange={(e) => {
          if (isLocale(e.target.value)) void change(e.target.value);
        }}
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </select>
      <div id="profile-language-help" className="form-text">
        {t('languageHelp')}
      </div>
    </div>
  );
}
