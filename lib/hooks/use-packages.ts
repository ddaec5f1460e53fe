'use client';
import useSWR from 'swr';
import { PACKAGES_KEY } from '@/lib/api-client/payments';
import { fetcher } from '@/lib/api-client/client';
import type { PackagesResponse } from '@/lib/schemas/payments';

/**
 * The packages in the member's price and currency, the methods of their country and the active discount
 * (GET /api/packages). Not refreshed on focus: a price that changes under the member's hand while they
 * read it would be worse than one a minute old (the server computes the charged amount anyway).
 */
export function usePackages(fallback?: PackagesResponse) {
  return useSWR<PackagesResponse>(PACKAGES_KEY, fetcher, { revalidateOnFocus: false, fallbackData: fallback });
}
