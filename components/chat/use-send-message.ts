'use client';
import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import { asApiError, type ApiError } from '@/lib/api-client/errors';
import { sendChatMessage } from '@/lib/api-client/chat';
import { fetcher } from '@/lib/api-client/client';
import { CHATS_KEY } from '@/lib/hooks/use-chats';
import { conversationKey } from '@/lib/hooks/use-conversation';
import { USER_KEY, type CurrentUser } from '@/lib/hooks/use-user';
import type { ConversationPage, OutgoingContent } from '@/lib/schemas/chat';

/**
 * `uncertain`: some try of this message ended without a clear answer (no connection, a server error), so
 * the server may have stored it; from then on every retry keeps its client_id, and the server answers a
 * stored one as it was instead of storing and charging it again.
 */
export type PendingMessage = {
  client_id: string;
  content: OutgoingContent;
  state: 'sending' | 'failed';
  uncertain: boolean;
  error?: ApiError;
};

const outcomeUnknown = (e: ApiError) => e.status === 0 || e.status >= 500 || e.code === 'request_in_progress';

/**
 * Sends with an optimistic bubble: the message shows at once as "sending", then joins the conversation
 * (once the conversation's data holds it), or stays as "not sent" with a retry. The first message to a
 * member opens the conversation: `onOpened` gets its id.
 */
export function useSendMessage(
  target: { conversation: string } | { member: string },
  onOpened: (conversation: string) => void,
) {
  const { mutate } = useSWRConfig();
  const [pending, setPending] = useState<PendingMessage[]>([]);

  const send = useCallback(
    async (content: OutgoingContent, retryOf?: PendingMessage) => {
      const client_id = retryOf?.uncertain ? retryOf.client_id : crypto.randomUUID();
      const uncertain = retryOf?.uncertain ?? false;
      setPending((list) => [
        ...list.filter((p) => p.client_id !== retryOf?.client_id),
        { client_id, content, state: 'sending', uncertain },
      ]);
      try {
        const sent = await sendChatMessage(target, { client_id, ...content });
        // Appended at once when the page is cached; fetched (with the message in it) when it is not yet, as
        // for a conversation just opened: the bubble gives way only once the message is on the page.
        const key = conversationKey(sent.conversation);
        await mutate<ConversationPage>(
          key,
          async (page) => {
            if (!page) return fetcher<ConversationPage>(key);
            return page.messages.some((m) => m.id === sent.message.id)
              ? page
              : { ...page, messages: [...page.messages, sent.message] };
          },
          { revalidate: false },
        );
        setPending((list) => list.filter((p) => p.client_id !== client_id));
        void mutate<{ user: CurrentUser }>(
          USER_KEY,
          (data) => (data ? { user: { ...data.user, credits: sent.credits } } : data),
          { revalidate: false },
        );
        void mutate(CHATS_KEY);
        if ('member' in target) onOpened(sent.conversation);
        return true;
      } catch (caught) {
        const error = asApiError(caught);
        setPending((list) =>
          list.map((p) =>
            p.client_id === client_id
              ? { ...p, state: 'failed', error, uncertain: p.uncertain || outcomeUnknown(error) }
              : p,
          ),
        );
        return false;
      }
    },
    [mutate, onOpened, target],
  );

  return { pending, send };
}
