import type { ReactNode } from 'react';
import type { ChatList as ChatListData } from '@/lib/schemas/chat';
import { ChatList } from './chat-list';
import styles from './chat.module.scss';

/** The two panes: the conversation list and, beside it from 992 px (alone below), the open conversation. */
export function ChatScreen({ chats, activeId, open, children }: { chats: ChatListData; activeId: string | null; open: boolean; children: ReactNode }) {
  return (
    <div className={`${styles.screen} ${open ? styles.open : ''}`}>
      <div className={styles.list}>
        <ChatList initial={chats} activeId={activeId} />
      </div>
      <section className={styles.area}>{children}</section>
    </div>
  );
}
