import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { readPageParams, type SiteParams } from '@/lib/server/pages/read-page-params';
import { LikesPage, pageNumber } from './_likes-page';

type Props = { params: Promise<SiteParams>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: { params: Promise<SiteParams> }): Promise<Metadata> {
  const { locale } = await readPageParams(params);
  const t = await getTranslations({ locale, namespace: 'Likes' });
  return { title: t('metaTitle') };
}

/** /likes (member page): the likes received first, the other lists one tab away. */
export default async function Likes({ params, searchParams }: Props) {
  await readPageParams(params);
  return <LikesPage type="received" page={pageNumber((await searchParams).page)} />;
}
