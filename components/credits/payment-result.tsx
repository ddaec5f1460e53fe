'use client';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { isUnfinished, useOrderStatus } from '@/lib/hooks/use-order-status';
import { useUser } from '@/lib/hooks/use-user';
import type { Order } from '@/lib/schemas/payments';
import { PaymentCompleted } from './payment-completed';
import { PaymentNotCompleted } from './payment-not-completed';
import { PaymentWaiting } from './payment-waiting';

/**
 * The return page (spec §4: loading, pending, completed, failed or cancelled). It shows only what the
 * server says of the order (the server asks the provider): nothing is granted here, and a member who
 * never returns gets the credits through the webhook all the same.
 */
export function PaymentResult({ initial }: { initial: Order }) {
  const t = useTranslations('Checkout.result');
  const { data } = useOrderStatus(initial.id, { order: initial });
  const { mutate: refreshUser } = useUser();
  const order = data?.order ?? initial;
  const status = order.status;
  useEffect(() => {
    // The navigation's balance and premium link follow the purchase at once, not at the next poll.
    if (status === 'paid') void refreshUser();
  }, [status, refreshUser]);

  return (
    <div aria-live="polite">
      <h1 className="h3 mb-3">{t(`title.${order.status}`)}</h1>
      {isUnfinished(order) ? <PaymentWaiting order={order} /> : null}
      {order.status === 'paid' ? <PaymentCompleted order={order} /> : null}
      {order.status !== 'paid' && !isUnfinished(order) ? <PaymentNotCompleted order={order} /> : null}
    </div>
  );
}
