'use client';
import { useRouter } from 'next/navigation';
import { useCallback, useState } from 'react';
import { asApiError } from '@/lib/api-client/errors';
import { createOrder, repeatOrder } from '@/lib/api-client/payments';
import { useIntentKey } from '@/lib/hooks/use-intent-key';
import type { Order, OrderInput } from '@/lib/schemas/payments';

/** Only a web address may be followed: the checkout URL comes from the provider through our server. */
function safeCheckoutUrl(url: string | null): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url, window.location.href);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/**
 * Where an order is followed: to its payment page at the provider, or to its result page when there is
 * nothing to pay there (a repeat charge on a mandate); null for an order that can no longer be paid.
 */
function destination(order: Order): { external: string } | { internal: string } | null {
  const url = safeCheckoutUrl(order.checkout_url);
  if (url) return { external: url };
  if (order.status === 'open' || order.status === 'pending' || order.status === 'paid') {
    return { internal: `/credits/order/${encodeURIComponent(order.id)}` };
  }
  return null;
}

/** The amount the member confirmed, or null when the order is charged at once (a repeat on a mandate) and only its result can be shown. */
type Placed = { order: Order; confirmedAmount: number | null };

/**
 * Makes the order the member confirmed (POST /api/orders or /api/orders/repeat), one Idempotency-Key per
 * intent reused on retry. The order is followed to the payment only when the server's amount is the one
 * the member agreed to; otherwise the caller shows the server's amount and asks again (`changed`).
 */
export function usePlaceOrder() {
  const { keyFor, done } = useIntentKey();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [changed, setChanged] = useState<Order | null>(null);
  const router = useRouter();

  /** Leaves for the order's payment; the buttons stay disabled until the page has gone. */
  const proceed = useCallback(
    (order: Order) => {
      const to = destination(order);
      if (!to) {
        setChanged(null);
        setError('order_not_payable');
        setBusy(false);
      } else if ('external' in to) {
        setBusy(true);
        window.location.assign(to.external);
      } else {
        setBusy(true);
        router.push(to.internal);
      }
    },
    [router],
  );

  const follow = useCallback(
    ({ order, confirmedAmount }: Placed) => {
      done();
      if (confirmedAmount !== null && order.amount !== confirmedAmount) {
        setChanged(order);
        setBusy(false);
        return;
      }
      proceed(order);
    },
    [done, proceed],
  );

  const run = useCallback(
    async (make: () => Promise<{ order: Order }>, confirmedAmount: number | null) => {
      setBusy(true);
      setError(null);
      try {
        const { order } = await make();
        follow({ order, confirmedAmount });
      } catch (caught) {
        setError(asApiError(caught).code);
        setBusy(false);
      }
    },
    [follow],
  );

  const place = useCallback(
    (input: OrderInput, confirmedAmount: number) =>
      run(() => createOrder(input, keyFor(JSON.stringify(input))), confirmedAmount),
    [run, keyFor],
  );
  const repeat = useCallback(() => run(() => repeatOrder(keyFor('repeat')), null), [run, keyFor]);
  const reset = useCallback(() => {
    setError(null);
    setChanged(null);
  }, []);
  return { place, repeat, proceed, busy, error, changed, reset };
}
