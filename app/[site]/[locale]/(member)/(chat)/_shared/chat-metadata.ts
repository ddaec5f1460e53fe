import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { readPageParams, type SiteParams } from '@/lib/server/pages/read-page-params';

/** Every chat page: the "Messages" title (never indexed: the member layout says so). */
export async function chatMetadata({ params }: { params: Promise<SiteParams> }): Promise<Metadata> {
  const { locale } = await readPageParams(params);
  const t = await getTranslations({ locale, namespace: 'Chat' });
  return { title: t('metaTitle') };
}
