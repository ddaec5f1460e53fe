'use client';
import { useTranslations } from 'next-intl';
import { AppLink as Link } from '@/components/ui/app-link';
import type { Order } from '@/lib/schemas/payments';

/**
 * A payment that did not complete (failed, cancelled, expired) or was reversed later. Nothing was charged
 * for the first three; a failed card payment offers another try and PayPal (spec §8).
 */
export function PaymentNotCompleted({ order }: { order: Order }) {
  const t = useTranslations('Checkout.result');
  const tc = useTranslations('Checkout');
  const again = `/credits/${encodeURIComponent(order.package)}/${order.method}`;
  const status = order.status;
  if (status === 'open' || status === 'pending' || status === 'paid') return null;
  const reversed = status === 'refunded' || status === 'charged_back';
  return (
    <>
      <p className={`alert ${reversed ? 'alert-info' : 'alert-warning'}`} role="status">
        {t(`explain.${status}`)}
      </p>
      <div className="d-flex flex-wrap gap-2">
        {reversed ? (
          <Link href={`/transactions/${order.id}`} className="btn btn-outline-secondary">
            {t('toReceipt')}
          </Link>
        ) : (
          <>
            <Link href={again} className="btn btn-primary">
              {t('tryAgain')}
            </Link>
            {status === 'failed' && order.method === 'creditcard' ? (
              <Link href={`/credits/${encodeURIComponent(order.package)}/paypal`} className="btn btn-outline-primary">
                {t('payPal')}
              </Link>
            ) : null}
          </>
        )}
        <Link href="/credits" className="btn btn-outline-secondary">
          {tc('allPackages')}
        </Link>
      </div>
    </>
  );
}
