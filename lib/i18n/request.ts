import { getRequestConfig } from 'next-intl/server';
import { DEFAULT_LOCALE, isLocale } from '@/lib/config/locales';
import { errorFields } from '@/lib/utils/error-fields';
import { loadMessages } from './messages';

// The locale comes from the [locale] segment (set with setRequestLocale in every layout and page),
// which the proxy filled from the cookie, the site's language or Accept-Language.
export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = isLocale(requested) ? requested : DEFAULT_LOCALE;
  return {
    locale,
    messages: await loadMessages(locale),
    // next-intl's default when nothing else is given (no page formats a time with it). What members see is
    // formatted in their own zone and regional format (lib/utils/time.ts, components/shell/time-provider.tsx),
    // and the client providers get the site's zone from the layouts.
    timeZone: 'UTC',
    onError: (error) => {
      // By code only: a formatting error's message can quote the values (a member's name or address).
      if (error.code !== 'MISSING_MESSAGE')
        console.error(JSON.stringify({ level: 'error', msg: 'translation failed', ...errorFields(error) }));
    },
  };
});
