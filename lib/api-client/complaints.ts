import type { ComplaintInput, ComplaintReceipt } from '@/lib/schemas/complaints';
import { api, fetcher, idempotent, toApiError } from './client';

/** One submission: one Idempotency-Key for all of its retries, so it is stored and acknowledged once. */
export async function submitComplaint(input: ComplaintInput): Promise<{ complaint: ComplaintReceipt }> {
  try {
    return await api.post('/api/complaints', idempotent({ json: input })).json<{ complaint: ComplaintReceipt }>();
  } catch (error) {
    throw await toApiError(error);
  }
}

/** The logged-in member's name and address for the form, or null. */
export const complaintPrefill = () => fetcher<{ member: { name: string; email: string } | null }>('/api/complaints');
