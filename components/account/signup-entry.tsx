import { getLocale, getMessages, getTranslations } from 'next-intl/server';
import { toSignupMode } from '@/lib/config/constants';
import { isLocale } from '@/lib/config/locales';
import type { Messages } from '@/lib/i18n/messages';
import { SignupLauncher } from './signup-launcher';

/**
 * The signup modal of the default and lander layouts: the launcher gets the texts the form needs in
 * the page's language (a few kB in the cached page), the code only when a visitor asks for it.
 */
export async function SignupEntry({
  siteName,
  signups,
  timeZone,
}: {
  siteName: string;
  signups: string;
  timeZone: string;
}) {
  const [locale, all, t, tc] = await Promise.all([
    getLocale(),
    getMessages(),
    getTranslations('Signup'),
    getTranslations('Common'),
  ]);
  const messages = all as Messages;
  return (
    <SignupLauncher
      locale={isLocale(locale) ? locale : 'en'}
      messages={{ Common: messages.Common, Errors: messages.Errors, Signup: messages.Signup }}
      mode={toSignupMode(signups)}
      siteName={siteName}
      timeZone={timeZone}
      defaultTitle={t('title')}
      closeLabel={tc('close')}
    />
  );
}
