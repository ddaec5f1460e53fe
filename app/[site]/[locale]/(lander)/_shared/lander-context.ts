import { getTranslations } from 'next-intl/server';
import type { Niche } from '@/lib/config/constants';
import type { Locale } from '@/lib/config/locales';
import { fictionalTexts } from '@/lib/server/sites/fictional-texts';
import type { Site } from '@/lib/server/sites/get-site';

/**
 * What every lander is rendered with besides its data: the page's niche and language, the site, and
 * the fictional-profile texts of the settings (the site's own text for a language, else ours).
 */
export async function landerContext(site: Site, locale: Locale, niche: Niche) {
  const [fictional, tc] = await Promise.all([
    fictionalTexts(site, locale),
    getTranslations({ locale, namespace: 'Common' }),
  ]);
  return {
    locale,
    niche,
    siteName: site.name,
    signupCredits: site.signupCredits,
    fictionalWarning: fictional.warning,
    fictionalSingular: fictional.singular,
    fictionalPlural: fictional.plural,
    fictionalLabel: tc('fictionalProfile'),
  };
}
