'use client';
import { useRouter } from 'next/navigation';
import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import { asApiError, type ApiError } from '@/lib/api-client/errors';
import { sendChatMessage } from '@/lib/api-client/chat';
import { CHATS_KEY } from '@/lib/hooks/use-chats';
import { conversationKey } from '@/lib/hooks/use-conversation';
import { USER_KEY, type CurrentUser } from '@/lib/hooks/use-user';
import type { ConversationPage } from '@/lib/schemas/chat';

export type PendingMessage = { client_id: string; body: string; state: 'sending' | 'failed'; error?: ApiError };

// Failures after which the server may still have stored the message: a retry keeps its client_id, so it is not sent or charged twice.
const OUTCOME_UNKNOWN = (e: ApiError) => e.status === 0 || e.status >= 500 || e.code === 'request_in_progress';

/**
 * Sends with an optimistic bubble: the message shows at once as "sending", then joins the
 * conversation, or stays as "not sent" with a retry. The first message to a member opens the
 * conversation and moves the page to it.
 */
export function useSendMessage(target: { conversation: string } | { member: string }) {
  const router = useRouter();
  const { mutate } = useSWRConfig();
  const [pending, setPending] = useState<PendingMessage[]>([]);

  const send = useCallback(
    async (body: string, retryOf?: PendingMessage) => {
      const client_id = retryOf && retryOf.error && OUTCOME_UNKNOWN(retryOf.error) ? retryOf.client_id : crypto.randomUUID();
      setPending((list) => [...list.filter((p) => p.client_id !== retryOf?.client_id), { client_id, body, state: 'sending' }]);
      try {
        const sent = await sendChatMessage(target, { client_id, body });
        await mutate<ConversationPage>(
          conversationKey(sent.conversation),
          (page) => (page && !page.messages.some((m) => m.id === sent.message.id) ? { ...page, messages: [...page.messages, sent.message] } : page),
          { revalidate: false },
        );
        setPending((list) => list.filter((p) => p.client_id !== client_id));
        void mutate<{ user: CurrentUser }>(USER_KEY, (data) => (data ? { user: { ...data.user, credits: sent.credits } } : data), { revalidate: false });
        void mutate(CHATS_KEY);
        if ('member' in target) router.replace(`/chats/${sent.conversation}`);
        return true;
      } catch (caught) {
        const error = asApiError(caught);
        setPending((list) => list.map((p) => (p.client_id === client_id ? { ...p, state: 'failed', error } : p)));
        return false;
      }
    },
    [mutate, router, target],
  );

  const dismiss = useCallback((clientId: string) => setPending((list) => list.filter((p) => p.client_id !== clientId)), []);
  return { pending, send, dismiss };
}
