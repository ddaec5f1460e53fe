import { notFound, redirect } from 'next/navigation';
import { chatMetadata } from '../../../_shared/chat-metadata';
import { ChatScreen } from '@/components/chat/chat-screen';
import { Conversation } from '@/components/chat/conversation';
import { VisitorChat } from '@/components/chat/visitor-chat';
import { idParams } from '@/lib/schemas/chat';
import { pageViewer } from '@/lib/server/auth/page-session';
import { chatTerms } from '@/lib/server/chat/chat-terms';
import { findChatMember } from '@/lib/server/chat/find-chat-member';
import { listChats } from '@/lib/server/chat/list-chats';
import { readPageParams, type SiteParams } from '@/lib/server/pages/read-page-params';
import { getTimeSettings } from '@/lib/server/profiles/get-time-settings';

export const generateMetadata = chatMetadata;

/**
 * /members/{id}/chat: a member's existing conversation opens at its own address; otherwise an empty
 * conversation whose first message opens it. Visitors see who is waiting and the way to sign up.
 * A member this site does not show (shownMember: hidden, deleted, blocked, of another niche) is a 404.
 */
export default async function MemberChatPage({ params }: { params: Promise<SiteParams & { id: string }> }) {
  const { site, locale, id } = await readPageParams(params);
  const parsed = idParams.safeParse({ id });
  if (!parsed.success) notFound();
  const memberId = parsed.data.id;
  const viewer = await pageViewer();
  const found = await findChatMember({ niche: site.niche, memberId, viewerId: viewer?.id ?? null });
  if (!found) notFound();
  if (!viewer) return <VisitorChat profile={found.profile} returnTo={`/members/${memberId}/chat`} />;
  if (found.conversation) redirect(`/chats/${found.conversation}`);
  const [chats, terms, time] = await Promise.all([
    listChats(viewer.id),
    chatTerms(site.key, { credits: viewer.credits, paidUser: viewer.paid }),
    getTimeSettings(site.key, viewer.id, locale),
  ]);
  return (
    <ChatScreen chats={chats} activeId={null} open time={time}>
      <Conversation conversationId={null} memberId={memberId} partner={found.profile} initial={null} terms={terms} />
    </ChatScreen>
  );
}
