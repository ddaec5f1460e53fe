'use client';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useRef, useState } from 'react';
import { AppLink as Link } from '@/components/ui/app-link';
import { FictionalMarker } from '@/components/members/fictional-marker';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useRelativeTime } from '@/components/shell/time-provider';
import { deleteChat } from '@/lib/api-client/chat';
import { useChats } from '@/lib/hooks/use-chats';
import type { ChatEntry, ChatList as ChatListData } from '@/lib/schemas/chat';
import { toChatList } from '@/lib/utils/chat-list';
import { badgeText } from '@/lib/utils/badges';
import { ChatAvatar } from './chat-avatar';
import { usePartnerName } from './use-partner-name';
import styles from './chat.module.scss';
import { usePreviewText } from './message-content';

/**
 * The conversation list: newest first, unread badges, and removal (spec §4: removed locally at once;
 * when the server refuses, an alert and the list reloaded).
 */
export function ChatList({ initial, activeId }: { initial: ChatListData; activeId: string | null }) {
  const t = useTranslations('Chat');
  const preview = usePreviewText();
  const tc = useTranslations('Common');
  const relativeTime = useRelativeTime();
  const partnerName = usePartnerName();
  const { chats, mutate } = useChats({ fallback: initial });
  const router = useRouter();
  const [deleting, setDeleting] = useState<ChatEntry | null>(null);
  const [failed, setFailed] = useState(false);
  const trigger = useRef<HTMLButtonElement | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const list = chats?.chats ?? [];

  const ask = (entry: ChatEntry, button: HTMLButtonElement) => {
    trigger.current = button;
    setDeleting(entry);
  };
  const cancel = () => {
    setDeleting(null);
    trigger.current?.focus();
  };

  const remove = async (entry: ChatEntry) => {
    setDeleting(null);
    setFailed(false);
    // The button is gone with its row: the keyboard continues from the list's heading.
    heading.current?.focus();
    if (entry.conversation === activeId) router.push('/chats');
    const without = (data?: ChatListData): ChatListData =>
      toChatList((data?.chats ?? []).filter((c) => c.conversation !== entry.conversation));
    try {
      await mutate(async (current) => (await deleteChat(entry.conversation), without(current)), {
        optimisticData: without,
        rollbackOnError: true,
        revalidate: false,
      });
    } catch {
      setFailed(true);
      void mutate();
    }
  };

  return (
    <nav aria-label={t('listLabel')}>
      <h1 ref={heading} tabIndex={-1} className="h5 px-3 pt-3">
        {t('title')}
      </h1>
      {failed ? (
        <p className="alert alert-danger mx-3" role="alert">
          {t('deleteFailed')}
        </p>
      ) : null}
      {list.length === 0 ? (
        <div className="px-3 text-body-secondary">
          <p className="mb-1">{t('empty')}</p>
          <p className="small">{t('emptyHint')}</p>
        </div>
      ) : (
        <ul className="list-unstyled mb-0">
          {list.map((c) => {
            const name = partnerName(c.profile);
            const unread = badgeText(c.num_unread_messages);
            return (
              <li key={c.conversation} className={`${styles.item} ${c.conversation === activeId ? styles.active : ''}`}>
                <ChatAvatar profile={c.profile} name={name} />
                <Link
                  href={`/chats/${c.conversation}`}
                  className={`${styles.link} text-decoration-none text-body`}
                  aria-current={c.conversation === activeId ? 'page' : undefined}
                >
                  <span className="d-flex align-items-center gap-1">
                    <strong className="text-truncate">{name}</strong>
                    {c.profile.fictional ? <FictionalMarker label={tc('fictionalProfile')} /> : null}
                    <span className="ms-auto d-flex align-items-center gap-2 flex-shrink-0">
                      {/* When the conversation was last active, short on screen; screen readers hear it in full after the message. */}
                      {c.last_message ? (
                        <time
                          dateTime={c.last_message.created_at}
                          className="small text-body-secondary text-nowrap"
                          aria-hidden="true"
                        >
                          {relativeTime(c.last_message.created_at, 'short')}
                        </time>
                      ) : null}
                      {unread ? (
                        <span className="badge rounded-pill text-bg-primary">
                          {unread}
                          <span className="visually-hidden"> {t('unread', { count: c.num_unread_messages })}</span>
                        </span>
                      ) : null}
                    </span>
                  </span>
                  {c.last_message ? (
                    <span className={`${styles.snippet} small text-body-secondary`}>
                      {c.last_message.mine ? `${t('you')}: ` : ''}
                      {preview(c.last_message)}
                      <span className="visually-hidden">, {relativeTime(c.last_message.created_at)}</span>
                    </span>
                  ) : null}
                </Link>
                <button
                  type="button"
                  className="btn btn-sm btn-link text-body-secondary"
                  onClick={(e) => ask(c, e.currentTarget)}
                  aria-label={t('deleteWith', { name })}
                >
                  <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                    <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                  </svg>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {deleting ? (
        <ConfirmDialog
          title={t('deleteTitle')}
          body={t('deleteBody', { name: partnerName(deleting.profile) })}
          confirmLabel={t('deleteConfirm')}
          cancelLabel={t('cancel')}
          onCancel={cancel}
          onConfirm={() => void remove(deleting)}
        />
      ) : null}
    </nav>
  );
}
