import { notFound } from 'next/navigation';
import { PaymentResult } from '@/components/credits/payment-result';
import { requireViewer } from '@/lib/server/auth/page-session';
import { getOrder } from '@/lib/server/payments/get-order';
import { isUuid } from '@/lib/server/payments/order-view';
import { readPageParams, type SiteParams } from '@/lib/server/pages/read-page-params';
import { MoneyPage, moneyMetadata } from '../../../_money/money-page';
import { orNotFound } from '../../../_money/or-not-found';

export const generateMetadata = moneyMetadata('result');

/**
 * /credits/order/{orderId}: where the provider's payment page sends the member back. It only shows the
 * order's state as the server has it; another member's order is the same 404 as a missing one.
 */
export default async function PaymentResultPage({ params }: { params: Promise<SiteParams & { orderId: string }> }) {
  const { site, locale, orderId } = await readPageParams(params);
  if (!isUuid(orderId)) notFound();
  const viewer = await requireViewer();
  // Asks the provider first while the order is open (as the API does), so the first paint is often the outcome.
  const order = await orNotFound(getOrder(viewer, orderId));
  return (
    <MoneyPage siteKey={site.key} locale={locale} viewer={viewer}>
      <PaymentResult initial={order} />
    </MoneyPage>
  );
}
