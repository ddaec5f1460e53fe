import type { ChatReportInput } from '@/lib/schemas/chat-report';
import { api, apiCall as call, idempotent } from './client';

/** First lines to send a member (the icebreaker modal). */
export const fetchIcebreakers = (member: string) =>
  call(() => api.get(`/api/members/${member}/icebreakers`).json<{ lines: string[] }>());

/** Reports the other member of a conversation; `client_id` stays the same for every try of one report. */
export const reportChat = (conversation: string, input: ChatReportInput) =>
  call(() =>
    api
      .post(`/api/chats/${conversation}/report`, idempotent({ json: input }))
      .json<{ complaint: { reference: string; email: string } }>(),
  );
