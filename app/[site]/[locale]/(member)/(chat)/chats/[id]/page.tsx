import { notFound } from 'next/navigation';
import { chatMetadata } from '../../_shared/chat-metadata';
import { ChatScreen } from '@/components/chat/chat-screen';
import { Conversation } from '@/components/chat/conversation';
import { idParams } from '@/lib/schemas/chat';
import { requireViewer } from '@/lib/server/auth/page-session';
import { chatTerms } from '@/lib/server/chat/chat-terms';
import { getConversation } from '@/lib/server/chat/get-conversation';
import { listChats } from '@/lib/server/chat/list-chats';
import { AppError } from '@/lib/server/core/errors';
import { readPageParams, type SiteParams } from '@/lib/server/pages/read-page-params';
import { getTimeSettings } from '@/lib/server/profiles/get-time-settings';

export const generateMetadata = chatMetadata;

/** /chats/{id}: one conversation beside the list (the list hidden below 992 px). Not the member's conversation: 404. */
export default async function ConversationPage({ params }: { params: Promise<SiteParams & { id: string }> }) {
  const { site, locale, id } = await readPageParams(params);
  const parsed = idParams.safeParse({ id });
  if (!parsed.success) notFound();
  const viewer = await requireViewer();
  const page = await getConversation({ userId: viewer.id, conversationId: parsed.data.id, paid: viewer.paid }).catch(
    (error: unknown) => {
      if (error instanceof AppError && error.code === 'not_found') notFound();
      throw error;
    },
  );
  const [chats, terms, time] = await Promise.all([
    listChats(viewer.id),
    chatTerms(site.key, { credits: viewer.credits, paidUser: viewer.paid }),
    getTimeSettings(site.key, viewer.id, locale),
  ]);
  return (
    <ChatScreen chats={chats} activeId={page.conversation} open time={time}>
      <Conversation
        key={page.conversation}
        conversationId={page.conversation}
        memberId={page.profile.id}
        partner={page.profile}
        initial={page}
        terms={terms}
      />
    </ChatScreen>
  );
}
