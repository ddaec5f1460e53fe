import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { isLocale } from '@/lib/config/locales';

/** Every chat page: the "Messages" title, never indexed (member pages). */
export async function chatMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: isLocale(locale) ? locale : 'en', namespace: 'Chat' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}
