import type { AlertDismissal, DismissibleAlertName } from '@/lib/schemas/alerts';
import { api, apiCall as call, idempotent } from './client';

/** Dismisses an alert for good (the server keeps the time); one Idempotency-Key for all retries. */
export const dismissAlert = (alert: DismissibleAlertName) =>
  call(() => api.put(`/api/alerts/${alert}`, idempotent({})).json<AlertDismissal>());
