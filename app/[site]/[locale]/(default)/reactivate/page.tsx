import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { REACTIVATION_DAYS } from '@/lib/config/constants';
import { AccountMessages } from '@/components/account/account-messages';
import { EntryCard } from '@/components/ui/entry-card';
import { ReactivateAccount } from '@/components/settings/reactivate-account';
import { readPageParams, type SiteParams } from '@/lib/server/pages/read-page-params';

export async function generateMetadata({ params }: { params: Promise<SiteParams> }): Promise<Metadata> {
  const { locale } = await readPageParams(params);
  const t = await getTranslations({ locale, namespace: 'Deletion' });
  return { title: t('reactivateMetaTitle'), robots: { index: false, follow: false }, referrer: 'no-referrer' };
}

/** /reactivate?token=…: the link of the deletion mail; a button (never the GET itself) brings the account back. */
export default async function ReactivatePage({ params }: { params: Promise<SiteParams> }) {
  await readPageParams(params);
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
