import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AppLink as Link } from '@/components/ui/app-link';
import { AccountMessages } from '@/components/account/account-messages';
import { EntryCard } from '@/components/ui/entry-card';
import { ResendActivationButton } from '@/components/account/resend-activation-button';
import { readPageParams, type SiteParams } from '@/lib/server/pages/read-page-params';

export async function generateMetadata({ params }: { params: Promise<SiteParams> }): Promise<Metadata> {
  const { locale } = await readPageParams(params);
  const t = await getTranslations({ locale, namespace: 'Activation' });
  return { title: t('errorMetaTitle'), robots: { index: false } };
}

/** Where a used, expired or broken activation link lands: what happened and how to get a new one (spec §8). */
export default async function ActivationErrorPage({ params }: { params: Promise<SiteParams> }) {
  const { site } = await readPageParams(params);
  const t = await getTranslations('Activation');
  return (
    <EntryCard title={t('errorTitle')}>
      <p>{t('errorBody')}</p>
      <p className="text-body-secondary">{t('errorHelp', { email: site.supportEmail })}</p>
      <div className="only-auth">
        <AccountMessages namespaces={['Activation']}>
          <ResendActivationButton />
        </AccountMessages>
      </div>
      <Link href="/login" className="btn btn-primary only-guest">
        {t('loginCta')}
      </Link>
    </EntryCard>
  );
}
