import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import type { SiteParams } from '@/app/[site]/[locale]/layout';
import { chatMetadata } from '../../_shared/chat-metadata';
import { ChatScreen } from '@/components/chat/chat-screen';
import { Conversation } from '@/components/chat/conversation';
import { isLocale } from '@/lib/config/locales';
import { idParams } from '@/lib/schemas/chat';
import { requirePageUser } from '@/lib/server/auth/page-session';
import { chatTerms } from '@/lib/server/chat/chat-terms';
import { getConversation } from '@/lib/server/chat/get-conversation';
import { listChats } from '@/lib/server/chat/list-chats';
import { getTimeSettings } from '@/lib/server/profiles/get-time-settings';
import { AppError } from '@/lib/server/core/errors';

export const dynamic = 'force-dynamic';

type Params = SiteParams & { id: string };

export const generateMetadata = chatMetadata;

/** /chats/{id}: one conversation beside the list (the list hidden below 992 px). Not the member's conversation: 404. */
export default async function ConversationPage({ params }: { params: Promise<Params> }) {
  const { site, locale: raw, id } = await params;
  const locale = isLocale(raw) ? raw : 'en';
  setRequestLocale(locale);
  const parsed = idParams.safeParse({ id });
  if (!parsed.success) notFound();
  const conversationId = parsed.data.id;
  const user = await requirePageUser(site, `/chats/${conversationId}`);
  const page = await getConversation({ userId: user.id, conversationId: conversationId }).catch((error: unknown) => {
    if (error instanceof AppError && error.code === 'not_found') notFound();
    throw error;
  });
  const [chats, terms, time] = await Promise.all([listChats(user.id), chatTerms(site, user), getTimeSettings(site, user.id, locale)]);
  return (
    <ChatScreen chats={chats} activeId={page.conversation} open time={time}>
      <Conversation key={page.conversation} conversationId={page.conversation} memberId={page.profile.id} partner={page.profile} initial={page} terms={terms} />
    </ChatScreen>
  );
}
