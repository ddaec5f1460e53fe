'use client';
import { useTranslations } from 'next-intl';
import type { Order } from '@/lib/schemas/payments';

/** An order still open or pending: the page keeps asking (with back-off) and says what it waits for. */
export function PaymentWaiting({ order }: { order: Order }) {
  const t = useTranslations('Checkout.result');
  return (
    <>
      <p className="d-flex align-items-center gap-2" role="status">
        <span className="spinner-border spinner-border-sm" aria-hidden="true" />
        <span>{order.method === 'banktransfer' ? t('waitingTransfer') : t('waitingBank')}</span>
      </p>
      <p className="text-body-secondary">{t('waitingNote')}</p>
      {order.status === 'open' && order.checkout_url ? (
        <a href={order.checkout_url} className="btn btn-outline-primary">
          {t('continuePayment')}
        </a>
      ) : null}
    </>
  );
}
