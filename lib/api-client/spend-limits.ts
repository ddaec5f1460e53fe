import type { SpendLimits, SpendLimitsInput } from '@/lib/schemas/payments';
import { api, apiCall as call, idempotent } from './client';

export const SPEND_LIMITS_KEY = '/api/spend-limits';

/** GET /api/spend-limits answers `{ limits }`. */
export type SpendLimitsAnswer = { limits: SpendLimits };

/** PUT /api/spend-limits: one Idempotency-Key for all retries of one save. */
export const saveSpendLimits = (input: SpendLimitsInput) =>
  call(() => api.put(SPEND_LIMITS_KEY, idempotent({ json: input })).json<SpendLimitsAnswer>());
