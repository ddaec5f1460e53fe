import { api, apiCall, idempotent } from './client';

/** The console's member calls: ban, unban, a credit adjustment and a refund, each with one Idempotency-Key. */
export const banMember = (id: string, reason: string) =>
  apiCall(() => api.post(`/api/ops/members/${id}/ban`, idempotent({ json: { reason } })).json<{ member: unknown }>());

export const unbanMember = (id: string) =>
  apiCall(() => api.post(`/api/ops/members/${id}/unban`, idempotent()).json<{ member: unknown }>());

export const adjustCredits = (id: string, amount: number, reason: string) =>
  apiCall(() =>
    api
      .post(`/api/ops/members/${id}/credits`, idempotent({ json: { amount, reason } }))
      .json<{ adjustment: { credits: number; applied: boolean } }>(),
  );

export const refundOrder = (id: string, orderId: string) =>
  apiCall(() =>
    api.post(`/api/ops/members/${id}/orders/${orderId}/refund`, idempotent()).json<{ transaction: unknown }>(),
  );
