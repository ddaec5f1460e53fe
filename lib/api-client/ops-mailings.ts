import type { MailingPreview, OpsMailing } from '@/lib/schemas/ops/mailings';
import { api, apiCall as call, idempotent } from './client';

/** The console's Mailings page: one function per call. */
type Json = Record<string, unknown>;
const path = (id: string) => `/api/ops/mailings/${id}`;

export const createOpsMailing = (body: Json) =>
  call(() => api.post('/api/ops/mailings', idempotent({ json: body })).json<{ mailing: OpsMailing }>());
export const updateOpsMailing = (id: string, body: Json) =>
  call(() => api.patch(path(id), idempotent({ json: body })).json<{ mailing: OpsMailing }>());
export const deleteOpsMailing = (id: string) =>
  call(() => api.delete(path(id), idempotent()).json<{ deleted: true }>());
export const sendOpsMailing = (id: string, body: { send_at?: string }) =>
  call(() => api.post(`${path(id)}/send`, idempotent({ json: body })).json<{ mailing: OpsMailing }>());
export const cancelOpsMailing = (id: string) =>
  call(() => api.post(`${path(id)}/cancel`, idempotent({ json: {} })).json<{ mailing: OpsMailing }>());
export const testOpsMailing = (id: string) =>
  call(() => api.post(`${path(id)}/test`, idempotent({ json: {} })).json<{ sent_to: string }>());
export const previewOpsMailing = (id: string) =>
  call(() => api.get(`${path(id)}/preview`).json<{ preview: MailingPreview }>());
