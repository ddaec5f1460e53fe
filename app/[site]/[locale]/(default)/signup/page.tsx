import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageMetadata } from '@/lib/server/seo/page-metadata';
import { AccountMessages } from '@/components/account/account-messages';
import { EntryCard } from '@/components/ui/entry-card';
import { SignupForm } from '@/components/account/signup-form';
import { readPageParams, type SiteParams } from '@/lib/server/pages/read-page-params';

export async function generateMetadata({ params }: { params: Promise<SiteParams> }): Promise<Metadata> {
  const { locale, site } = await readPageParams(params);
  const t = await getTranslations({ locale, namespace: 'Signup' });
  return pageMetadata({
    site,
    locale,
    path: '/signup',
    title: t('metaTitle'),
    description: t('intro', { credits: site.signupCredits }),
  });
}

/** /signup: the form, or the invite-only page when the site's signup setting closes it. */
export default async function SignupPage({ params }: { params: Promise<SiteParams> }) {
  const { site } = await readPageParams(params);
  const t = await getTranslations('Signup');
  const mode = site.signups;
  return (
    <EntryCard title={t('title')} intro={mode === 'other' ? undefined : t('intro', { credits: site.signupCredits })}>
      <AccountMessages namespaces={['Signup']}>
        <SignupForm mode={mode} siteName={site.name} />
      </AccountMessages>
    </EntryCard>
  );
}
