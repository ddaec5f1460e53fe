import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { AccountMessages } from '@/components/account/account-messages';
import { EntryCard, EntryHeading } from '@/components/ui/entry-card';
import { MailChangeConfirm } from '@/components/settings/mail-change-confirm';
import { readPageParams, type SiteParams } from '@/lib/server/pages/read-page-params';

export async function generateMetadata({ params }: { params: Promise<SiteParams> }): Promise<Metadata> {
  const { locale } = await readPageParams(params);
  const t = await getTranslations({ locale, namespace: 'MailChange' });
  // The token is in the query: never let the page be indexed or leak it onwards.
  return { title: t('metaTitle'), robots: { index: false, follow: false }, referrer: 'no-referrer' };
}

/** /mail-change/do?token=… (spec §2): a static shell; the button confirms the new address, and the card's heading then says it is done. */
export default async function MailChangeDoPage({ params }: { params: Promise<SiteParams> }) {
  await readPageParams(params);
  const t = await getTranslations('MailChange');
  return (
    <EntryCard>
      <AccountMessages namespaces={['MailChange']}>
        <Suspense fallback={<EntryHeading title={t('title')} intro={t('intro')} />}>
          <MailChangeConfirm />
        </Suspense>
      </AccountMessages>
    </EntryCard>
  );
}
