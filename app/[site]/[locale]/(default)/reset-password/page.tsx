import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { isLocale } from '@/lib/config/locales';
import { AccountMessages } from '@/components/account/account-messages';
import { EntryCard } from '@/components/ui/entry-card';
import { PasswordResetRequestForm } from '@/components/account/password-reset-request-form';
import type { SiteParams } from '@/app/[site]/[locale]/layout';

export async function generateMetadata({ params }: { params: Promise<SiteParams> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: isLocale(locale) ? locale : 'en', namespace: 'PasswordReset' });
  return { title: t('metaTitle'), robots: { index: false } };
}

export default async function ResetPasswordPage({ params }: { params: Promise<SiteParams> }) {
  const { locale } = await params;
  if (isLocale(locale)) setRequestLocale(locale);
  const t = await getTranslations('PasswordReset');
  return (
    <EntryCard title={t('title')} intro={t('intro')}>
      <AccountMessages namespaces={['PasswordReset']}>
        <PasswordResetRequestForm />
      </AccountMessages>
    </EntryCard>
  );
}
