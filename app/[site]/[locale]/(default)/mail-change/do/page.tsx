import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Suspense } from 'react';
import { isLocale } from '@/lib/config/locales';
import { AccountMessages } from '@/components/account/account-messages';
import { EntryCard, EntryHeading } from '@/components/ui/entry-card';
import { MailChangeConfirm } from '@/components/settings/mail-change-confirm';
import type { SiteParams } from '@/app/[site]/[locale]/layout';

export async function generateMetadata({ params }: { params: Promise<SiteParams> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: isLocale(locale) ? locale : 'en', namespace: 'MailChange' });
  // The token is in the query: never let the page be indexed or leak it onwards.
  return { title: t('metaTitle'), robots: { index: false, follow: false }, referrer: 'no-referrer' };
}

/** /mail-change/do?token=… (spec §2): a static shell; the button confirms the new address, and the card's heading then says it is done. */
export default async function MailChangeDoPage({ params }: { params: Promise<SiteParams> }) {
  const { locale } = await params;
  if (isLocale(locale)) setRequestLocale(locale);
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
