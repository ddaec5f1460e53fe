import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { AccountMessages } from '@/components/account/account-messages';
import { TimeProvider } from '@/components/shell/time-provider';
import type { Viewer } from '@/lib/server/auth/page-session';
import { readPageParams, type SiteParams } from '@/lib/server/pages/read-page-params';
import { getTimeSettings } from '@/lib/server/profiles/get-time-settings';
import type { Locale } from '@/lib/config/locales';

/** The titles of the money pages (Checkout.meta.*). */
export type MoneyPageName = 'credits' | 'checkout' | 'result' | 'repeat' | 'premium' | 'transactions' | 'receipt';

export function moneyMetadata(name: MoneyPageName) {
  return async function generateMetadata({ params }: { params: Promise<SiteParams> }): Promise<Metadata> {
    const { locale } = await readPageParams(params);
    const t = await getTranslations({ locale, namespace: 'Checkout.meta' });
    return { title: t(name) };
  };
}

/**
 * The frame of the money pages (/credits, /premium, /transactions): the heading, the Checkout messages for
 * their client parts, and the member's own time settings (dates on receipts in their zone and format).
 */
export async function MoneyPage({
  siteKey,
  locale,
  viewer,
  title,
  intro,
  children,
}: {
  siteKey: string;
  locale: Locale;
  viewer: Viewer;
  /** Without one the page's own client part says it (the return page's title is the payment's state). */
  title?: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  const time = await getTimeSettings(siteKey, viewer.id, locale);
  return (
    <TimeProvider settings={time}>
      <div className="container py-4">
        {title ? <h1 className="h3">{title}</h1> : null}
        {intro ? <div className="text-body-secondary mb-3">{intro}</div> : null}
        <AccountMessages namespaces={['Checkout']}>{children}</AccountMessages>
      </div>
    </TimeProvider>
  );
}
