import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/config/locales';
import type { Site } from './site';

export type FictionalTexts = { warning: string; singular: string; plural: string };

/**
 * The settings' fictional_warning, fictional_singular and fictional_plural in a language: the site's own
 * text for it where the operator wrote one (`sites.texts`), else ours. Shown with every fictional profile.
 */
export async function fictionalTexts(site: Pick<Site, 'name' | 'texts'>, locale: Locale): Promise<FictionalTexts> {
  const t = await getTranslations({ locale, namespace: 'Fictional' });
  const own = site.texts[locale] ?? {};
  return {
    warning: own.fictional_warning ?? t('warning', { name: site.name }),
    singular: own.fictional_singular ?? t('singular'),
    plural: own.fictional_plural ?? t('plural'),
  };
}
