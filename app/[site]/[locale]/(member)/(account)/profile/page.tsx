import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AccountMessages } from '@/components/account/account-messages';
import { PhotoManager } from '@/components/photos/photo-manager';
import { ProfileEditor } from '@/components/profile/profile-editor';
import { Section } from '@/components/ui/section';
import { AccountSettings } from '@/components/settings/account-settings';
import { SpendLimitsSection } from '@/components/money/spend-limits-section';
import { TimeProvider } from '@/components/shell/time-provider';
import { getAccountSettings } from '@/lib/server/accounts/get-account-settings';
import { requireViewer } from '@/lib/server/auth/page-session';
import { listInterests } from '@/lib/server/catalogue/list-interests';
import { listOwnPhotos } from '@/lib/server/photos/list-own-photos';
import { getOwnProfile } from '@/lib/server/profiles/get-own-profile';
import { getTimeSettings } from '@/lib/server/profiles/get-time-settings';
import { listBlocks } from '@/lib/server/chat/list-blocks';
import { readPageParams, type SiteParams } from '@/lib/server/pages/read-page-params';

export async function generateMetadata({ params }: { params: Promise<SiteParams> }): Promise<Metadata> {
  const { locale } = await readPageParams(params);
  const t = await getTranslations({ locale, namespace: 'Profile' });
  return { title: t('metaTitle') };
}

/** /profile (member page): the image overview, the profile editor, location and language, the spending limits. */
export default async function ProfilePage({ params }: { params: Promise<SiteParams> }) {
  const { site, locale } = await readPageParams(params);
  const viewer = await requireViewer();
  const [profile, photos, interests, t, account, blocks, time] = await Promise.all([
    getOwnProfile(viewer),
    listOwnPhotos(viewer.id),
    listInterests(locale),
    getTranslations('Profile'),
    getAccountSettings(viewer.id),
    listBlocks(viewer.id),
    getTimeSettings(site.key, viewer.id, locale),
  ]);
  return (
    <TimeProvider settings={time}>
      <div className="container py-4" style={{ maxWidth: '960px' }}>
        <h1 className="h3 mb-4">{t('title')}</h1>
        <AccountMessages namespaces={['Profile', 'Attributes', 'Location', 'Countries', 'Photos', 'Moderation']}>
          <Section id="profile-photos" title={t('photosTitle')}>
            <PhotoManager initial={photos} />
          </Section>
          <ProfileEditor initial={profile} interests={interests} locale={locale} siteName={site.name} />
        </AccountMessages>
        <SpendLimitsSection />
        <AccountSettings email={account.email} invisible={account.invisible} blocked={blocks.blocked} />
      </div>
    </TimeProvider>
  );
}
