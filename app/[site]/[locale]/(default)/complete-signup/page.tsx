import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { SiteParams } from '@/app/[site]/[locale]/layout';
import { AccountMessages } from '@/components/account/account-messages';
import { CompleteSignup } from '@/components/profile/complete-signup/complete-signup';
import { isLocale, type Locale } from '@/lib/config/locales';
import { requirePageUser } from '@/lib/server/auth/page-session';
import { listInterests } from '@/lib/server/catalogue/list-interests';
import { now } from '@/lib/server/core/clock';
import { getOwnProfile } from '@/lib/server/profiles/get-own-profile';
import { getSite } from '@/lib/server/sites/get-site';
import { toNiche } from '@/lib/utils/landing-slug';

// A member page: rendered per request for the signed-in member, never as a cached (ISR) page of the site.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: Promise<SiteParams> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: isLocale(locale) ? locale : 'en', namespace: 'CompleteSignup' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

type Props = { params: Promise<SiteParams>; searchParams: Promise<{ step?: string | string[] }> };

/** /complete-signup (member page): the profile steps after signup; no language dropdown and no entry warning here. */
export default async function CompleteSignupPage({ params, searchParams }: Props) {
  const { site, locale: raw } = await params;
  const locale: Locale = isLocale(raw) ? raw : 'en';
  setRequestLocale(locale);
  const user = await requirePageUser(site, '/complete-signup');
  const [profile, interests, t, query, siteRecord] = await Promise.all([
    getOwnProfile(user),
    listInterests(locale),
    getTranslations('CompleteSignup'),
    searchParams,
    getSite(site),
  ]);
  const step = typeof query.step === 'string' ? query.step : null;
  return (
    <div className="container py-4" style={{ maxWidth: '720px' }}>
      <h1 className="h3 mb-1">{t('title', { name: profile.name })}</h1>
      <p className="text-body-secondary mb-4">{t('intro')}</p>
      <AccountMessages namespaces={['CompleteSignup', 'Profile', 'Attributes', 'Location', 'Countries', 'Photos']}>
        <CompleteSignup initial={profile} interests={interests} requestedStep={step} siteName={siteRecord.name} niche={toNiche(siteRecord.niche)} thisYear={now().getUTCFullYear()} />
      </AccountMessages>
    </div>
  );
}
