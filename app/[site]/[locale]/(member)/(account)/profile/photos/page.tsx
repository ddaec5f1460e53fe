import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requireViewer } from '@/lib/server/auth/page-session';
import { listOwnPhotos } from '@/lib/server/photos/list-own-photos';
import { AccountMessages } from '@/components/account/account-messages';
import { PhotoManager } from '@/components/photos/photo-manager';
import { readPageParams, type SiteParams } from '@/lib/server/pages/read-page-params';

export async function generateMetadata({ params }: { params: Promise<SiteParams> }): Promise<Metadata> {
  const { locale } = await readPageParams(params);
  const t = await getTranslations({ locale, namespace: 'Photos' });
  return { title: t('metaTitle') };
}

/** /profile/photos (member page): the member's own photos, managed by one client component. */
export default async function ProfilePhotosPage({ params }: { params: Promise<SiteParams> }) {
  await readPageParams(params);
  const viewer = await requireViewer();
  const [t, initial] = await Promise.all([getTranslations('Photos'), listOwnPhotos(viewer.id)]);
  return (
    <section className="container py-4" style={{ maxWidth: '960px' }}>
      <h1 className="h3">{t('title')}</h1>
      <p className="text-body-secondary">{t('intro')}</p>
      <AccountMessages namespaces={['Photos', 'Moderation']}>
        <PhotoManager initial={initial} />
      </AccountMessages>
    </section>
  );
}
