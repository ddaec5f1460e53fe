import type { CreateOperatorInput, UpdateOperatorInput } from '@/lib/schemas/ops/operators';
import { api, apiCall as call, idempotent } from './client';

/** An operator as GET /api/ops/operators lists them. */
export type OpsOperator = {
  id: string;
  email: string;
  name: string;
  role: 'admin' | 'moderator' | 'chat';
  site_ids: number[] | null;
  status: 'active' | 'removed';
  totp_enabled: boolean;
  last_login_at: string | null;
  created_at: string;
};

export const createOperator = (input: CreateOperatorInput) =>
  call(() => api.post('/api/ops/operators', idempotent({ json: input })).json<{ operator: OpsOperator }>());
export const updateOperator = (id: string, input: UpdateOperatorInput) =>
  call(() => api.patch(`/api/ops/operators/${id}`, idempotent({ json: input })).json<{ operator: OpsOperator }>());
export const removeOperator = (id: string) =>
  call(() => api.delete(`/api/ops/operators/${id}`, idempotent()).json<{ ok: true }>());
