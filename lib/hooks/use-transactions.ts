'use client';
import useSWR from 'swr';
import { fetcher } from '@/lib/api-client/client';
import { TRANSACTIONS_KEY, transactionKey } from '@/lib/api-client/payments';
import type { Order, Receipt } from '@/lib/schemas/payments';

/** The member's orders, newest first (GET /api/transactions). */
export function useTransactions(fallback?: { transactions: Order[] }) {
  return useSWR<{ transactions: Order[] }>(TRANSACTIONS_KEY, fetcher, { fallbackData: fallback });
}

/** One order as a receipt (GET /api/transactions/{id}); a 404 for an order that is not the member's. */
export function useReceipt(id: string, fallback?: { transaction: Receipt }) {
  return useSWR<{ transaction: Receipt }>(transactionKey(id), fetcher, { fallbackData: fallback });
}
