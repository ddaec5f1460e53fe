'use client';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useState } from 'react';
import { useSWRConfig } from 'swr';
import { AppLink as Link } from '@/components/ui/app-link';
import { buyPath } from '@/lib/utils/member-destinations';
import { FictionalMarker } from '@/components/members/fictional-marker';
import { useErrorText } from '@/components/ui/use-error-text';
import { fetchOlderMessages, markChatRead } from '@/lib/api-client/chat';
import { CHATS_KEY } from '@/lib/hooks/use-chats';
import { useConversation } from '@/lib/hooks/use-conversation';
import { useUser } from '@/lib/hooks/use-user';
import type { ChatList, ChatMessage, ChatPartner, ChatTerms, ConversationPage } from '@/lib/schemas/chat';
import { toChatList } from '@/lib/utils/chat-list';
import { BlockButton } from './block-button';
import { ChatAvatar } from './chat-avatar';
import { MessageComposer } from './message-composer';
import { MessageList } from './message-list';
import { usePartnerName } from './use-partner-name';
import { useSendMessage, type PendingMessage } from './use-send-message';

/** Earlier messages and the polled newest page as one list, each message once, in order. */
function merged(older: readonly ChatMessage[], newest: readonly ChatMessage[]): ChatMessage[] {
  const seen = new Set(older.map((m) => m.id));
  return [...older, ...newest.filter((m) => !seen.has(m.id))];
}

type Props = {
  conversationId: string | null;
  memberId: string;
  partner: ChatPartner;
  initial: ConversationPage | null;
  terms: ChatTerms;
};

/** One conversation: the partner, the messages (polled while the tab is visible) and the composer. */
export function Conversation({ conversationId, memberId, partner, initial, terms }: Props) {
  const t = useTranslations('Chat');
  const tc = useTranslations('Common');
  const errorText = useErrorText();
  const partnerName = usePartnerName();
  const { mutate } = useSWRConfig();
  const { user } = useUser();
  // The first message to a member opens the conversation: from then on this view is that conversation,
  // at its own address, without a navigation that would drop messages still being sent.
  const [openedId, setOpenedId] = useState(conversationId);
  const onOpened = useCallback((id: string) => {
    setOpenedId(id);
    window.history.replaceState(null, '', `/chats/${id}`);
  }, []);
  const { page } = useConversation(openedId, initial ?? undefined);
  const [older, setOlder] = useState<ChatMessage[]>([]);
  const [olderMore, setOlderMore] = useState<boolean | null>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const { pending, send } = useSendMessage(openedId ? { conversation: openedId } : { member: memberId }, onOpened);
  const profile = page?.profile ?? partner;
  const name = partnerName(profile);
  const messages = merged(older, page?.messages ?? []);
  const lastFromPartner = (page?.messages ?? []).filter((m) => !m.mine).at(-1)?.id;
  // UUIDv7 ids sort as they were sent: the member's last message at or before what the partner has read.
  const readUpTo = page?.partner_read_up_to ?? null;
  const readMarker = readUpTo ? (messages.filter((m) => m.mine && m.id <= readUpTo).at(-1)?.id ?? null) : null;

  // Opening the conversation, and every new message from the partner while it is open, reads it (spec §4).
  useEffect(() => {
    if (!openedId) return;
    markChatRead(openedId)
      .then(() =>
        mutate<ChatList>(
          CHATS_KEY,
          (list) =>
            list &&
            toChatList(list.chats.map((c) => (c.conversation === openedId ? { ...c, num_unread_messages: 0 } : c))),
          { revalidate: false },
        ),
      )
      .catch(() => undefined);
  }, [openedId, lastFromPartner, mutate]);

  const loadOlder = async () => {
    const first = messages[0];
    if (!openedId || !first) return;
    setLoadingOlder(true);
    try {
      const earlier = await fetchOlderMessages(openedId, first.id);
      // What is on screen now is kept with the earlier ones: the polled page moves on to the newest 50,
      // and nothing between the two may fall out of view.
      setOlder([...earlier.messages, ...messages]);
      setOlderMore(earlier.has_more);
    } finally {
      setLoadingOlder(false);
    }
  };

  const renderError = (p: PendingMessage) => {
    // A refused field (the site's message_length) says which rule; other refusals by their code.
    const code = p.error?.fields?.[0]?.code ?? p.error?.code ?? 'generic';
    const text = errorText(code, p.error?.params);
    if (code !== 'insufficient_credits' && code !== 'premium_required') return t('notSent', { reason: text });
    return (
      <>
        {t('notSent', { reason: text })}{' '}
        <Link href={buyPath('credits')} className="alert-link">
          {t('buyCredits')}
        </Link>
      </>
    );
  };

  return (
    <>
      <header className="d-flex align-items-center gap-2 border-bottom px-3 py-2">
        <Link href="/chats" className="btn btn-sm btn-link d-lg-none px-0">
          {t('back')}
        </Link>
        <ChatAvatar profile={profile} name={name} />
        <h2 className="h6 mb-0">
          {name}
          {profile.age !== null ? <span className="fw-normal">, {tc('age', { age: profile.age })}</span> : null}
        </h2>
        {profile.fictional ? <FictionalMarker label={tc('fictionalProfile')} /> : null}
        {profile.name ? (
          <BlockButton memberId={profile.id} name={name} conversation={openedId} blocked={page?.you_blocked ?? false} />
        ) : null}
      </header>
      <MessageList
        name={name}
        messages={messages}
        pending={pending}
        hasMore={olderMore ?? page?.has_more ?? false}
        loadingOlder={loadingOlder}
        onLoadOlder={() => void loadOlder()}
        onRetry={(p) => void send(p.body, p)}
        renderError={renderError}
        readMarker={readMarker}
      />
      {page?.you_blocked ? (
        <p className="alert alert-secondary mx-3 mb-0">{t('youBlocked', { name })}</p>
      ) : profile.available ? null : (
        <p className="alert alert-secondary mx-3 mb-0">{t('partnerLeft')}</p>
      )}
      <MessageComposer
        name={name}
        member={memberId}
        maxLength={terms.message_length}
        cost={terms.message_credits}
        credits={user?.credits ?? terms.credits}
        disabled={!profile.available || (page?.you_blocked ?? false)}
        onSend={(body) => void send(body)}
      />
    </>
  );
}
