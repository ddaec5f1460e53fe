import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { isLocale } from '@/lib/config/locales';
import { AppLink as Link } from '@/components/ui/app-link';
import { EntryCard } from '@/components/account/entry-card';
import type { SiteParams } from '@/app/[site]/[locale]/layout';

export async function generateMetadata({ params }: { params: Promise<SiteParams> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: isLocale(locale) ? locale : 'en', namespace: 'Activation' });
  return { title: t('doneMetaTitle'), robots: { index: false } };
}

/** Where the activation link lands when it worked. */
export default async function ActivationDonePage({ params }: { params: Promise<SiteParams> }) {
  const { locale } = await params;
  if (isLocale(locale)) setRequestLocale(locale);
  const t = await getTranslations('Activation');
  return (
    <EntryCard title={t('doneTitle')}>
      <p>{t('doneBody')}</p>
      <Link href="/members" className="btn btn-primary only-auth">{t('doneCta')}</Link>
      <Link href="/login" className="btn btn-primary only-guest">{t('loginCta')}</Link>
    </EntryCard>
  );
}
