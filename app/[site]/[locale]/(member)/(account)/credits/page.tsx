import { getTranslations } from 'next-intl/server';
import { CreditsOverview } from '@/components/credits/credits-overview';
import { requireViewer } from '@/lib/server/auth/page-session';
import { offeredPackages } from '@/lib/server/payments/offer';
import { listTransactions } from '@/lib/server/payments/order-view';
import { readPageParams, type SiteParams } from '@/lib/server/pages/read-page-params';
import { MoneyPage, moneyMetadata } from '../_money/money-page';

export const generateMetadata = moneyMetadata('credits');

/** /credits (spec §2): the four packages in the member's price, the active discount, the methods of their country. */
export default async function CreditsPage({ params }: { params: Promise<SiteParams> }) {
  const { site, locale } = await readPageParams(params);
  const viewer = await requireViewer();
  const [t, offer, orders] = await Promise.all([
    getTranslations('Checkout'),
    offeredPackages({ viewer, siteKey: site.key }),
    viewer.paid ? listTransactions(viewer) : [],
  ]);
  return (
    <MoneyPage siteKey={site.key} locale={locale} viewer={viewer} title={t('title')} intro={t('intro')}>
      {/* Spec §6: a premium member repeats their last order (the repeat page says when no method is stored). */}
      <CreditsOverview initial={offer} canRepeat={orders.some((o) => o.status === 'paid')} />
    </MoneyPage>
  );
}
