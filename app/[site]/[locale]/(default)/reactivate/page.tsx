import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Suspense } from 'react';
import { REACTIVATION_DAYS } from '@/lib/config/constants';
import { isLocale } from '@/lib/config/locales';
import { AccountMessages } from '@/components/account/account-messages';
import { EntryCard } from '@/components/ui/entry-card';
import { ReactivateAccount } from '@/components/settings/reactivate-account';
import type { SiteParams } from '@/app/[site]/[locale]/layout';

export async function generateMetadata({ params }: { params: Promise<SiteParams> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: isLocale(locale) ? locale : 'en', namespace: 'Deletion' });
  return { title: t('reactivateMetaTitle'), robots: { index: false, follow: false }, referrer: 'no-referrer' };
}

/** /reactivate?token=…: the link of the deletion mail; a button (never the GET itself) brings the account back. */
export default async function ReactivatePage({ params }: { params: Promise<SiteParams> }) {
  const { locale } = await params;
  if (isLocale(locale)) setRequestLocale(locale);
  const t = await getTranslations('Deletion');
  return (
    <EntryCard title={t('reactivateTitle')} intro={t('reactivateIntro', { days: REACTIVATION_DAYS })}>
      <AccountMessages namespaces={['Deletion']}>
        <Suspense fallback={null}>
          <ReactivateAccount />
        </Suspense>
      </AccountMessages>
    </EntryCard>
  );
}
