import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AccountMessages } from '@/components/account/account-messages';
import { EntryCard } from '@/components/ui/entry-card';
import { LoginForm } from '@/components/account/login-form';
import { readPageParams, type SiteParams } from '@/lib/server/pages/read-page-params';

export async function generateMetadata({ params }: { params: Promise<SiteParams> }): Promise<Metadata> {
  const { locale } = await readPageParams(params);
  const t = await getTranslations({ locale, namespace: 'Login' });
  return { title: t('metaTitle'), robots: { index: false, follow: true } };
}

/** /login: a static shell; the form posts to POST /api/user. */
export default async function LoginPage({ params }: { params: Promise<SiteParams> }) {
  await readPageParams(params);
  const t = await getTranslations('Login');
  return (
    <EntryCard title={t('title')} intro={t('intro')}>
      <AccountMessages namespaces={['Login']}>
        <LoginForm />
      </AccountMessages>
    </EntryCard>
  );
}
