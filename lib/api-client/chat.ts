import type { ConversationPage, SendMessageInput, ChatMessage } from '@/lib/schemas/chat';
import { api, apiCall as call, idempotent } from './client';

export type SentMessage = { conversation: string; message: ChatMessage; credits: number };

/** A message to an open conversation, or to a member when none exists yet; `client_id` stays the same for every try of one message. */
export const sendChatMessage = (target: { conversation: string } | { member: string }, input: SendMessageInput) =>
  call(() =>
    api
      .post(
        'conversation' in target
          ? `/api/chats/${target.conversation}/messages`
          : `/api/members/${target.member}/messages`,
        idempotent({ json: input }),
      )
      .json<SentMessage>(),
  );

export const markChatRead = (conversation: string) =>
  call(() =>
    api.put(`/api/chats/${conversation}/read`, idempotent({ json: {} })).json<{ num_unread_messages: number }>(),
  );

export const deleteChat = (conversation: string) =>
  call(() => api.delete('/api/chat', idempotent({ json: { conversation } })).json<{ ok: true }>());

export const fetchOlderMessages = (conversation: string, before: string) =>
  call(() => api.get(`/api/chats/${conversation}`, { searchParams: { before } }).json<ConversationPage>());

export const blockMember = (member: string) =>
  call(() => api.post('/api/blocks', idempotent({ json: { member } })).json<{ blocked: true }>());
export const unblockMember = (member: string) =>
  call(() => api.delete('/api/blocks', idempotent({ json: { member } })).json<{ blocked: false }>());
