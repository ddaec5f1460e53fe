import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { isLikeListType } from '@/lib/schemas/likes';
import { readPageParams, type SiteParams } from '@/lib/server/pages/read-page-params';
import { LikesPage, pageNumber } from '../_likes-page';

type Params = SiteParams & { type: string };
type Props = { params: Promise<Params>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { locale, type } = await readPageParams(params);
  const t = await getTranslations({ locale, namespace: 'Likes' });
  return { title: isLikeListType(type) ? `${t(`tabs.${type}`)} · ${t('metaTitle')}` : t('metaTitle') };
}

/** /likes/{type} (member page): received, sent or mutual; any other type is the 404 of an unknown page. */
export default async function LikesOfType({ params, searchParams }: Props) {
  const { type } = await readPageParams(params);
  if (!isLikeListType(type)) notFound();
  return <LikesPage type={type} page={pageNumber((await searchParams).page)} />;
}
