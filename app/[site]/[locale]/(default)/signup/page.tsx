import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { isLocale } from '@/lib/config/locales';
import { SIGNUP_MODES, type SignupMode } from '@/lib/config/constants';
import { pageMetadata } from '@/lib/server/seo/page-metadata';
import { getSite } from '@/lib/server/sites/get-site';
import { AccountMessages } from '@/components/account/account-messages';
import { EntryCard } from '@/components/ui/entry-card';
import { SignupForm } from '@/components/account/signup-form';
import type { SiteParams } from '@/app/[site]/[locale]/layout';

export async function generateMetadata({ params }: { params: Promise<SiteParams> }): Promise<Metadata> {
  const { locale: segment, site: key } = await params;
  const locale = isLocale(segment) ? segment : 'en';
  const [t, site] = await Promise.all([getTranslations({ locale, namespace: 'Signup' }), getSite(key)]);
  return pageMetadata({ site, locale, path: '/signup', title: t('metaTitle'), description: t('intro', { credits: site.signupCredits }) });
}

/** /signup: the form, or the invite-only page when the site's signup setting closes it. */
export default async function SignupPage({ params }: { params: Promise<SiteParams> }) {
  const { site: key, locale } = await params;
  if (isLocale(locale)) setRequestLocale(locale);
  const [t, site] = await Promise.all([getTranslations('Signup'), getSite(key)]);
  const mode: SignupMode = (SIGNUP_MODES as readonly string[]).includes(site.signups) ? (site.signups as SignupMode) : 'other';
  return (
    <EntryCard title={t('title')} intro={mode === 'other' ? undefined : t('intro', { credits: site.signupCredits })}>
      <AccountMessages namespaces={['Signup']}>
        <SignupForm mode={mode} siteName={site.name} />
      </AccountMessages>
    </EntryCard>
  );
}
