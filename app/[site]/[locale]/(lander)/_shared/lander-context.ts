import { getTranslations } from 'next-intl/server';
import type { Niche } from '@/lib/config/constants';
import type { Locale } from '@/lib/config/locales';
import type { Site } from '@/lib/server/sites/get-site';

/**
 * What every lander is rendered with besides its data: the page's niche and language, the site, and
 * the fictional-profile texts of the settings (the site's own text for a language, else ours).
 */
export async function landerContext(site: Site, locale: Locale, niche: Niche) {
  const [tf, tc] = await Promise.all([
    getTranslations({ locale, namespace: 'Fictional' }),
    getTranslations({ locale, namespace: 'Common' }),
  ]);
  const texts = site.texts[locale] ?? {};
  return {
    locale,
    niche,
    siteName: site.name,
    signupCredits: site.signupCredits,
    fictionalWarning: texts.fictional_warning ?? tf('warning', { name: site.name }),
    fictionalSingular: texts.fictional_singular ?? tf('singular'),
    fictionalPlural: texts.fictional_plural ?? tf('plural'),
    fictionalLabel: tc('fictionalProfile'),
  };
}
