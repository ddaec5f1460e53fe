import { getLocale, getTranslations } from 'next-intl/server';
import { toSignupMode } from '@/lib/config/constants';
import { isLocale } from '@/lib/config/locales';
import { signupTextsVersion } from '@/lib/i18n/signup-texts';
import { SignupLauncher } from './signup-launcher';

/**
 * The signup modal of the default and lander layouts: the page carries only the launcher and its title; the
 * form's code and texts (GET /api/signup/texts) are loaded when a visitor asks for it.
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
  const [requested, t, tc] = await Promise.all([getLocale(), getTranslations('Signup'), getTranslations('Common')]);
  const locale = isLocale(requested) ? requested : 'en';
  return (
    <SignupLauncher
      locale={locale}
      textsVersion={await signupTextsVersion(locale)}
      mode={toSignupMode(signups)}
      siteName={siteName}
      timeZone={timeZone}
      defaultTitle={t('title')}
      closeLabel={tc('close')}
    />
  );
}
