import { notFound } from 'next/navigation';
import { z } from 'zod';
import { PaymentResult } from '@/components/credits/payment-result';
import { requireViewer } from '@/lib/server/auth/page-session';
import { readPageParams, type SiteParams } from '@/lib/server/pages/read-page-params';
import { MoneyPage, moneyMetadata } from '../../../_money/money-page';

export const generateMetadata = moneyMetadata('result');

/**
 * /credits/order/{orderId}: where the provider's payment page sends the member back. It only shows the
 * order's state as the server has it (another member's order is a 404 from the API as well).
 */
export default async function PaymentResultPage({ params }: { params: Promise<SiteParams & { orderId: string }> }) {
  const { site, locale, orderId } = await readPageParams(params);
  if (!z.string().uuid().safeParse(orderId).success) notFound();
  const viewer = await requireViewer();
  return (
    <MoneyPage siteKey={site.key} locale={locale} viewer={viewer}>
      <PaymentResult orderId={orderId} />
    </MoneyPage>
  );
}
