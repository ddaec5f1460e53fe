import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { isLocale } from '@/lib/config/locales';
import { requirePageUser } from '@/lib/server/auth/page-session';
import { listOwnPhotos } from '@/lib/server/photos/list-own-photos';
import { AccountMessages } from '@/components/account/account-messages';
import { PhotoManager } from '@/components/photos/photo-manager';
import type { SiteParams } from '@/app/[site]/[locale]/layout';

// A member page: the site layout's static rendering (revalidate) must not apply, the session cookie decides.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: Promise<SiteParams> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: isLocale(locale) ? locale : 'en', namespace: 'Photos' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/** /profile/photos (member page): the member's own photos, managed by one client component. */
export default async function ProfilePhotosPage({ params }: { params: Promise<SiteParams> }) {
  const { site, locale } = await params;
  if (isLocale(locale)) setRequestLocale(locale);
  const user = await requirePageUser(site, '/profile/photos');
  const [t, initial] = await Promise.all([getTranslations('Photos'), listOwnPhotos(user.id)]);
  return (
    <section className="container py-4" style={{ maxWidth: '960px' }}>
      <h1 className="h3">{t('title')}</h1>
      <p className="text-body-secondary">{t('intro')}</p>
      <AccountMessages namespaces={['Photos']}>
        <PhotoManager initial={initial} />
      </AccountMessages>
    </section>
  );
}
