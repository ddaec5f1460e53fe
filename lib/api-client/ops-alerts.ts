import { api, apiCall, idempotent } from './client';

/** Marks a console notice handled; `resolveFlag` also resolves the member's care flag it reports. */
export const handleAlert = (id: string, resolveFlag: boolean) =>
  apiCall(() =>
    api
      .post(`/api/ops/alerts/${id}/handle`, idempotent({ json: resolveFlag ? { resolve_flag: true } : {} }))
      .json<{ handled_at: string; flag_resolved: boolean }>(),
  );
