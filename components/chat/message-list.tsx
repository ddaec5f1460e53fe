'use client';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { useDateFormat } from '@/components/shell/time-provider';
import type { ChatMessage } from '@/lib/schemas/chat';
import { SHORT_DATE_TIME } from '@/lib/utils/time';
import type { PendingMessage } from './use-send-message';
import styles from './chat.module.scss';

type Props = {
  name: string;
  messages: readonly ChatMessage[];
  pending: readonly PendingMessage[];
  hasMore: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  onRetry: (p: PendingMessage) => void;
  renderError: (p: PendingMessage) => React.ReactNode;
  /** The member's own message the partner has read up to (read receipts): "Read" shows under it. */
  readMarker?: string | null;
};

/** The conversation as a log (read out politely by screen readers), newest at the bottom. */
export function MessageList({
  name,
  messages,
  pending,
  hasMore,
  loadingOlder,
  onLoadOlder,
  onRetry,
  renderError,
  readMarker = null,
}: Props) {
  const t = useTranslations('Chat');
  const formatTime = useDateFormat(SHORT_DATE_TIME);
  const end = useRef<HTMLDivElement>(null);
  const last = messages.at(-1)?.id;
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [last, pending.length]);

  return (
    <div className={styles.log} role="log" aria-live="polite" aria-label={t('conversationWith', { name })} tabIndex={0}>
      {hasMore ? (
        <button
          type="button"
          className="btn btn-sm btn-outline-secondary align-self-center"
          onClick={onLoadOlder}
          disabled={loadingOlder}
        >
          {t('loadOlder')}
        </button>
      ) : null}
      {messages.length === 0 && pending.length === 0 ? (
        <p className="text-body-secondary text-center my-auto">{t('startWith', { name })}</p>
      ) : null}
      {messages.map((m) => (
        <div key={m.id} className={`${styles.bubble} ${m.mine ? styles.mine : ''}`}>
          <span className="visually-hidden">{m.mine ? t('you') : name}: </span>
          {m.body}
          <time className="d-block small text-body-secondary" dateTime={m.created_at}>
            {formatTime(m.created_at)}
          </time>
          {m.id === readMarker ? <span className="d-block small text-body-secondary">{t('read')}</span> : null}
        </div>
      ))}
      {pending.map((p) => (
        <div key={p.client_id} className={`${styles.bubble} ${styles.mine}`}>
          <span className="visually-hidden">{t('you')}: </span>
          {p.body}
          {p.state === 'sending' ? (
            <span className="d-block small text-body-secondary">{t('sending')}</span>
          ) : (
            <span className="d-block small text-danger" role="alert">
              {renderError(p)}{' '}
              <button type="button" className="btn btn-link btn-sm p-0 align-baseline" onClick={() => onRetry(p)}>
                {t('retry')}
              </button>
            </span>
          )}
        </div>
      ))}
      <div ref={end} />
    </div>
  );
}
