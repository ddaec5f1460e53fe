import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { AccountMessages } from '@/components/account/account-messages';
import { EntryCard, EntryHeading } from '@/components/ui/entry-card';
import { PasswordResetForm } from '@/components/account/password-reset-form';
import { readPageParams, type SiteParams } from '@/lib/server/pages/read-page-params';

export async function generateMetadata({ params }: { params: Promise<SiteParams> }): Promise<Metadata> {
  const { locale } = await readPageParams(params);
  const t = await getTranslations({ locale, namespace: 'PasswordReset' });
  // The token is in the query: never let the page be indexed or leak it onwards.
  return { title: t('doMetaTitle'), robots: { index: false, follow: false }, referrer: 'no-referrer' };
}

/** /reset-password/do?token=…: static shell; the form reads the token in the browser, checks it and heads the card by what it found. */
export default async function ResetPasswordDoPage({ params }: { params: Promise<SiteParams> }) {
  await readPageParams(params);
  const t = await getTranslations('PasswordReset');
  return (
    <EntryCard>
      <AccountMessages namespaces={['PasswordReset']}>
        <Suspense fallback={<EntryHeading title={t('doTitle')} intro={t('doIntro')} />}>
          <PasswordResetForm />
        </Suspense>
      </AccountMessages>
    </EntryCard>
  );
}
