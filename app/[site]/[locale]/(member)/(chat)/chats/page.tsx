import { getTranslations } from 'next-intl/server';
import { chatMetadata } from '../_shared/chat-metadata';
import { ChatScreen } from '@/components/chat/chat-screen';
import { requireViewer } from '@/lib/server/auth/page-session';
import { listChats } from '@/lib/server/chat/list-chats';
import { readPageParams, type SiteParams } from '@/lib/server/pages/read-page-params';
import { getTimeSettings } from '@/lib/server/profiles/get-time-settings';

export const generateMetadata = chatMetadata;

/** /chats: the conversation list; on wide screens beside it a hint to choose one. */
export default async function ChatsPage({ params }: { params: Promise<SiteParams> }) {
  const { site, locale } = await readPageParams(params);
  const viewer = await requireViewer();
  const [chats, t, time] = await Promise.all([
    listChats(viewer.id),
    getTranslations('Chat'),
    getTimeSettings(site.key, viewer.id, locale),
  ]);
  return (
    <ChatScreen chats={chats} activeId={null} open={false} time={time}>
      <p className="text-body-secondary m-auto p-4">{t('choose')}</p>
    </ChatScreen>
  );
}
