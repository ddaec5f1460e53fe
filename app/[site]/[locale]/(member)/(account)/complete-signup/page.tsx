import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AccountMessages } from '@/components/account/account-messages';
import { CompleteSignup } from '@/components/profile/complete-signup/complete-signup';
import { requireViewer } from '@/lib/server/auth/page-session';
import { listInterests } from '@/lib/server/catalogue/list-interests';
import { now } from '@/lib/server/core/clock';
import { getOwnProfile } from '@/lib/server/profiles/get-own-profile';
import { readPageParams, type SiteParams } from '@/lib/server/pages/read-page-params';

export async function generateMetadata({ params }: { params: Promise<SiteParams> }): Promise<Metadata> {
  const { locale } = await readPageParams(params);
  const t = await getTranslations({ locale, namespace: 'CompleteSignup' });
  return { title: t('metaTitle') };
}

type Props = { params: Promise<SiteParams>; searchParams: Promise<{ step?: string | string[] }> };

/** /complete-signup (member page): the profile steps after signup; no language dropdown and no entry warning here. */
export default async function CompleteSignupPage({ params, searchParams }: Props) {
  const { site, locale } = await readPageParams(params);
  const viewer = await requireViewer();
  const [profile, interests, t, query] = await Promise.all([
    getOwnProfile(viewer),
    listInterests(locale),
    getTranslations('CompleteSignup'),
    searchParams,
  ]);
  const step = typeof query.step === 'string' ? query.step : null;
  return (
    <div className="container py-4" style={{ maxWidth: '720px' }}>
      <h1 className="h3 mb-1">{t('title', { name: profile.name })}</h1>
      <p className="text-body-secondary mb-4">{t('intro')}</p>
      <AccountMessages namespaces={['CompleteSignup', 'Profile', 'Attributes', 'Location', 'Countries', 'Photos']}>
        <CompleteSignup
          initial={profile}
          interests={interests}
          requestedStep={step}
          siteName={site.name}
          niche={site.niche}
          thisYear={now().getUTCFullYear()}
        />
      </AccountMessages>
    </div>
  );
}
