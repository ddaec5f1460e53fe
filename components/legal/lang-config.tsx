'use client';
import { LOCALES, LOCALE_NAMES, type Locale } from '@/lib/config/locales';
import { useChangeLanguage } from '@/lib/hooks/use-change-language';

/** /lang-config: every language as a button; the current one is marked. */
export function LangConfig({
  current,
  labels,
}: {
  current: Locale;
  labels: { current: string; choose: Record<Locale, string> };
}) {
  const { busy, change } = useChangeLanguage();
  return (
    <ul className="list-unstyled d-flex flex-wrap gap-2">
      {LOCALES.map((locale) => (
        <li key={locale}>
          <button
            type="button"
            lang={locale}
            className={`btn ${locale === current ? 'btn-primary' : 'btn-outline-secondary'}`}
            aria-pressed={locale === current}
            aria-label={locale === current ? `${LOCALE_NAMES[locale]} – ${labels.current}` : labels.choose[locale]}
            disabled={busy}
            onClick={() => void change(locale)}
          >
            {LOCALE_NAMES[locale]}
          </button>
        </li>
      ))}
    </ul>
  );
}
