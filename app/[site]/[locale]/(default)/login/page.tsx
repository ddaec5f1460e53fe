import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { isLocale } from '@/lib/config/locales';
import { AccountMessages } from '@/components/account/account-messages';
import { EntryCard } from '@/components/ui/entry-card';
import { LoginForm } from '@/components/account/login-form';
import type { SiteParams } from '@/app/[site]/[locale]/layout';

export async function generateMetadata({ params }: { params: Promise<SiteParams> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: isLocale(locale) ? locale : 'en', namespace: 'Login' });
  return { title: t('metaTitle'), robots: { index: false, follow: true } };
}

/** /login: a static shell; the form posts to POST /api/user. */
export default async function LoginPage({ params }: { params: Promise<SiteParams> }) {
  const { locale } = await params;
  if (isLocale(locale)) setRequestLocale(locale);
  const t = await getTranslations('Login');
  return (
    <EntryCard title={t('title')} intro={t('intro')}>
      <AccountMessages namespaces={['Login']}>
        <LoginForm />
      </AccountMessages>
    </EntryCard>
  );
}
