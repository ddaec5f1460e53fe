import type { ReactNode } from 'react';
import type { ChatList as ChatListData } from '@/lib/schemas/chat';
import type { TimeSettings } from '@/lib/utils/time';
import { TimeProvider } from '@/components/shell/time-provider';
import { ChatList } from './chat-list';
import styles from './chat.module.scss';

type Props = { chats: ChatListData; activeId: string | null; open: boolean; time: TimeSettings; children: ReactNode };

/**
 * The chat page's main content, two panes: the conversation list and, beside it from 992 px (alone below),
 * the open conversation; their times in the member's zone and format.
 */
export function ChatScreen({ chats, activeId, open, time, children }: Props) {
  return (
    <TimeProvider settings={time}>
      {/* data-conversation-open: the phones' tab bar steps aside for the composer (app/_styles/_shell.scss). */}
      <main
        id="main"
        className={`${styles.screen} ${open ? styles.open : ''}`}
        data-conversation-open={open ? '' : undefined}
      >
        <div className={styles.list}>
          <ChatList initial={chats} activeId={activeId} />
        </div>
        <section className={styles.area}>{children}</section>
      </main>
    </TimeProvider>
  );
}
