import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { REACTIVATION_DAYS } from '@/lib/config/constants';
import { AccountMessages } from '@/components/account/account-messages';
import { EntryCard } from '@/components/ui/entry-card';
import { ReactivationRequestForm } from '@/components/settings/reactivation-request-form';
import { readPageParams, type SiteParams } from '@/lib/server/pages/read-page-params';

export async function generateMetadata({ params }: { params: Promise<SiteParams> }): Promise<Metadata> {
  const { locale } = await readPageParams(params);
  const t = await getTranslations({ locale, namespace: 'Deletion' });
  return { title: t('deletedMetaTitle'), robots: { index: false, follow: false } };
}

/** /account-deleted (spec §2): what happens now, the 14 days to come back, and the link again on request. */
export default async function AccountDeletedPage({ params }: { params: Promise<SiteParams> }) {
  await readPageParams(params);
  const t = await getTranslations('Deletion');
  return (
    <EntryCard title={t('deletedTitle')}>
      <p>{t('deletedBody', { days: REACTIVATION_DAYS })}</p>
      <p>{t('deletedErase', { days: REACTIVATION_DAYS })}</p>
      <h2 className="h6 mt-4">{t('resendTitle')}</h2>
      <AccountMessages namespaces={['Deletion']}>
        <ReactivationRequestForm />
      </AccountMessages>
    </EntryCard>
  );
}
