import { api, apiCall as call, idempotent } from './client';

export type ClaimAnswer = { claim: { conversation: string; claimed_at: string; expires_at: string } };
export type AnswerSent = {
  conversation: string;
  message: { id: string; body: string; flag: string | null };
  warned: boolean;
};

/** Claims a conversation, or renews one's own claim (the typing heartbeat). */
export const claimConversation = (id: string) =>
  call(() => api.post(`/api/ops/conversations/${id}/claim`, { retry: 0 }).json<ClaimAnswer>());
export const releaseConversation = (id: string) =>
  call(() => api.delete(`/api/ops/conversations/${id}/claim`, { retry: 0 }).json<{ released: boolean }>());
/** An answer as the persona; `client_id` stays the same for every try of one answer. */
export const answerConversation = (id: string, input: { client_id: string; body: string }) =>
  call(() => api.post(`/api/ops/conversations/${id}/messages`, idempotent({ json: input })).json<AnswerSent>());
export const addOpsNote = (input: { subject_type: 'member' | 'persona'; subject_id: string; body: string }) =>
  call(() => api.post('/api/ops/notes', idempotent({ json: input })).json<{ note: { id: string } }>());
