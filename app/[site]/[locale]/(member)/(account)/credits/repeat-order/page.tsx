import { getTranslations } from 'next-intl/server';
import { RepeatOrder } from '@/components/credits/repeat-order';
import { requireViewer } from '@/lib/server/auth/page-session';
import { offeredPackages } from '@/lib/server/payments/offer';
import { listTransactions } from '@/lib/server/payments/order-view';
import { readPageParams, type SiteParams } from '@/lib/server/pages/read-page-params';
import { MoneyPage, moneyMetadata } from '../../_money/money-page';

export const generateMetadata = moneyMetadata('repeat');

/** /credits/repeat-order (spec §2, §6): a premium member's last package again with the stored method, in one click. */
export default async function RepeatOrderPage({ params }: { params: Promise<SiteParams> }) {
  const { site, locale } = await readPageParams(params);
  const viewer = await requireViewer();
  const [t, offer, orders] = await Promise.all([
    getTranslations('Checkout.repeat'),
    offeredPackages({ viewer, siteKey: site.key }),
    listTransactions(viewer),
  ]);
  return (
    <MoneyPage siteKey={site.key} locale={locale} viewer={viewer} title={t('title')}>
      <RepeatOrder initial={{ offer, orders }} />
    </MoneyPage>
  );
}
