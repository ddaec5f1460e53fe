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

export type PersonaPayload = {
  label: string;
  name: string;
  gender: 'male' | 'female';
  birth_date: string;
  country?: string;
  region?: string;
  tagline?: string;
  texts: Partial<Record<string, string>>;
  avatar?: number;
  interests?: string[];
  site_ids: number[];
  status?: 'active' | 'paused';
  notes?: string;
};
export const createPersona = (input: PersonaPayload) =>
  call(() => api.post('/api/ops/personas', idempotent({ json: input })).json<{ persona: { id: string } }>());
export const updatePersona = (id: string, input: Partial<PersonaPayload>) =>
  call(() => api.patch(`/api/ops/personas/${id}`, idempotent({ json: input })).json<{ persona: { id: string } }>());
export const deletePersona = (id: string) =>
  call(() => api.delete(`/api/ops/personas/${id}`, idempotent()).json<{ deleted: true }>());

export type CannedReplyPayload = { language: string; site_id?: number | null; title: string; body: string };
export const createCannedReply = (input: CannedReplyPayload) =>
  call(() => api.post('/api/ops/canned-replies', idempotent({ json: input })).json<{ canned_reply: { id: string } }>());
export const deleteCannedReply = (id: string) =>
  call(() => api.delete(`/api/ops/canned-replies/${id}`, idempotent()).json<{ deleted: true }>());
