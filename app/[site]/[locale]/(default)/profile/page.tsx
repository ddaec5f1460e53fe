import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { SiteParams } from '@/app/[site]/[locale]/layout';
import { AccountMessages } from '@/components/account/account-messages';
import { PhotoManager } from '@/components/photos/photo-manager';
import { ProfileEditor } from '@/components/profile/profile-editor';
import { Section } from '@/components/ui/section';
import { AccountSettings } from '@/components/settings/account-settings';
import { TimeProvider } from '@/components/shell/time-provider';
import { isLocale, type Locale } from '@/lib/config/locales';
import { requirePageUser } from '@/lib/server/auth/page-session';
import { listInterests } from '@/lib/server/catalogue/list-interests';
import { listOwnPhotos } from '@/lib/server/photos/list-own-photos';
import { getOwnProfile } from '@/lib/server/profiles/get-own-profile';
import { getTimeSettings } from '@/lib/server/profiles/get-time-settings';
import { listBlocks } from '@/lib/server/chat/list-blocks';
import { getSite } from '@/lib/server/sites/get-site';

// A member page: rendered per request for the signed-in member, never as a cached (ISR) page of the site.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: Promise<SiteParams> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: isLocale(locale) ? locale : 'en', namespace: 'Profile' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/** /profile (member page): the image overview, the profile editor, location and language. */
export default async function ProfilePage({ params }: { params: Promise<SiteParams> }) {
  const { site, locale: raw } = await params;
  const locale: Locale = isLocale(raw) ? raw : 'en';
  setRequestLocale(locale);
  const user = await requirePageUser(site, '/profile');
  const [profile, photos, interests, t, siteRecord, blocks, time] = await Promise.all([
    getOwnProfile(user),
    listOwnPhotos(user.id),
    listInterests(locale),
    getTranslations('Profile'),
    getSite(site),
    listBlocks(user.id),
    getTimeSettings(site, user.id, locale),
  ]);
  return (
    <TimeProvider settings={time}>
      <div className="container py-4" style={{ maxWidth: '960px' }}>
        <h1 className="h3 mb-4">{t('title')}</h1>
        <AccountMessages namespaces={['Profile', 'Attributes', 'Location', 'Countries', 'Photos']}>
          <Section id="profile-photos" title={t('photosTitle')}>
            <PhotoManager initial={photos} />
          </Section>
          <ProfileEditor initial={profile} interests={interests} locale={locale} siteName={siteRecord.name} />
        </AccountMessages>
        <AccountSettings email={user.email} invisible={user.invisible} blocked={blocks.blocked} />
      </div>
    </TimeProvider>
  );
}
