'use client';
import { useRef } from 'react';
import useSWR from 'swr';
import { fetcher } from '@/lib/api-client/client';
import { orderKey } from '@/lib/api-client/payments';
import type { Order } from '@/lib/schemas/payments';

/** Seconds between the polls of an unfinished order: quick at first (most payments finish at once), then slower. */
const BACK_OFF_S = [1, 2, 3, 5, 8, 13, 20] as const;
const SLOWEST_S = 30;

export const isUnfinished = (order: Pick<Order, 'status'>) => order.status === 'open' || order.status === 'pending';

/**
 * One order while the member waits for it (the return page): GET /api/orders/{id} asks the provider while the
 * order is open or pending, so polling it with back-off is how the page learns the outcome. Polling stops once
 * the order is final, and a hidden tab does not poll.
 */
export function useOrderStatus(id: string, fallback?: { order: Order }) {
  const polls = useRef(0);
  return useSWR<{ order: Order }>(orderKey(id), fetcher, {
    fallbackData: fallback,
    refreshWhenHidden: false,
    revalidateOnFocus: true,
    onSuccess: () => {
      polls.current += 1;
    },
    refreshInterval: (data) => {
      if (data && !isUnfinished(data.order)) return 0;
      return (BACK_OFF_S[polls.current] ?? SLOWEST_S) * 1000;
    },
  });
}
