import type { DiscountCode, Order, OrderInput, PackagesResponse, Receipt } from '@/lib/schemas/payments';
import { api, apiCall as call, fetcher } from './client';

export const PACKAGES_KEY = '/api/packages';
export const TRANSACTIONS_KEY = '/api/transactions';
export const orderKey = (id: string) => `/api/orders/${encodeURIComponent(id)}`;
export const transactionKey = (id: string) => `${TRANSACTIONS_KEY}/${encodeURIComponent(id)}`;

/**
 * A purchase is one intent of the member: the caller keeps its Idempotency-Key and sends the same one
 * again when the member retries after a failure, so a retry can never create a second order or payment.
 */
const withKey = (key: string, json: unknown) => ({ json, headers: { 'Idempotency-Key': key } });

export const fetchPackages = () => fetcher<PackagesResponse>(PACKAGES_KEY);

export const createOrder = (input: OrderInput, key: string) =>
  call(() => api.post('/api/orders', withKey(key, input)).json<{ order: Order }>());

/** The last package again with the stored mandate (409 mandate_required without one). */
export const repeatOrder = (key: string) =>
  call(() => api.post('/api/orders/repeat', withKey(key, {})).json<{ order: Order }>());

/** The order as the server knows it; the server asks the provider while it is open or pending. */
export const fetchOrder = (id: string) => fetcher<{ order: Order }>(orderKey(id));

/** A discount code's terms, or its error code (discount_not_found, discount_used, …). */
export const fetchDiscountCode = (code: string) =>
  fetcher<DiscountCode>(`/api/discountcode?${new URLSearchParams({ code }).toString()}`);

export const fetchTransactions = () => fetcher<{ transactions: Order[] }>(TRANSACTIONS_KEY);

export const fetchReceipt = (id: string) => fetcher<{ transaction: Receipt }>(transactionKey(id));

export const requestRefund = (id: string, key: string) =>
  call(() => api.post(`${transactionKey(id)}/refund`, withKey(key, {})).json<{ transaction: Receipt }>());
