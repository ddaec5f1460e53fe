import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { SiteParams } from '@/app/[site]/[locale]/layout';
import { chatMetadata } from '../_shared/chat-metadata';
import { ChatScreen } from '@/components/chat/chat-screen';
import { isLocale } from '@/lib/config/locales';
import { requirePageUser } from '@/lib/server/auth/page-session';
import { listChats } from '@/lib/server/chat/list-chats';
import { getTimeSettings } from '@/lib/server/profiles/get-time-settings';

// A member page: rendered per request for the signed-in member, never cached.
export const dynamic = 'force-dynamic';

export const generateMetadata = chatMetadata;

/** /chats: the conversation list; on wide screens beside it a hint to choose one. */
export default async function ChatsPage({ params }: { params: Promise<SiteParams> }) {
  const { site, locale: raw } = await params;
  const locale = isLocale(raw) ? raw : 'en';
  setRequestLocale(locale);
  const user = await requirePageUser(site, '/chats');
  const [chats, t, time] = await Promise.all([listChats(user.id), getTranslations('Chat'), getTimeSettings(site, user.id, locale)]);
  return (
    <ChatScreen chats={chats} activeId={null} open={false} time={time}>
      <p className="text-body-secondary m-auto p-4">{t('choose')}</p>
    </ChatScreen>
  );
}
