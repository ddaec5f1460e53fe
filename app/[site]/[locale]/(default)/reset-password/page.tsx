import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AccountMessages } from '@/components/account/account-messages';
import { EntryCard } from '@/components/ui/entry-card';
import { PasswordResetRequestForm } from '@/components/account/password-reset-request-form';
import { readPageParams, type SiteParams } from '@/lib/server/pages/read-page-params';

export async function generateMetadata({ params }: { params: Promise<SiteParams> }): Promise<Metadata> {
  const { locale } = await readPageParams(params);
  const t = await getTranslations({ locale, namespace: 'PasswordReset' });
  return { title: t('metaTitle'), robots: { index: false } };
}

export default async function ResetPasswordPage({ params }: { params: Promise<SiteParams> }) {
  await readPageParams(params);
  const t = await getTranslations('PasswordReset');
  return (
    <EntryCard title={t('title')} intro={t('intro')}>
      <AccountMessages namespaces={['PasswordReset']}>
        <PasswordResetRequestForm />
      </AccountMessages>
    </EntryCard>
  );
}
