import type { OpsLoginInput } from '@/lib/schemas/ops/accounts';
import { api, apiCall as call } from './client';

/** The console's "who am I" (GET /api/ops/session), as the server's operatorDto answers it. */
export type OpsSession = {
  operator: {
    id: string;
    email: string;
    name: string;
    role: 'admin' | 'moderator' | 'chat';
    site_ids: number[] | null;
    totp_enabled: boolean;
    must_enrol: boolean;
  };
  areas: string[];
  nav: { area: string; href: string; label: string }[];
  home: string;
};

// A login is not retried with a key: the answer sets the console's cookie, and a typed retry is as good.
export const logInOperator = (input: OpsLoginInput) =>
  call(() => api.post('/api/ops/session', { json: input, retry: 0 }).json<OpsSession>());
export const logOutOperator = () => call(() => api.delete('/api/ops/session', { retry: 0 }).json<{ ok: true }>());
export const fetchOpsSession = () => call(() => api.get('/api/ops/session').json<OpsSession>());
