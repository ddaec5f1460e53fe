'use client';
import { useTranslations } from 'next-intl';
import { useId, useRef, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { AppLink as Link } from '@/components/ui/app-link';
import { buyPath } from '@/lib/utils/member-destinations';
import { useChatDraft } from './use-chat-draft';
import styles from './chat.module.scss';

type Props = {
  name: string;
  member: string;
  maxLength: number;
  cost: number;
  credits: number | null;
  disabled: boolean;
  onSend: (body: string) => void;
  /** Above the field: gifts, GIFs and photos (media-toolbar.tsx). */
  toolbar?: ReactNode;
};

/**
 * The message field with its character count (spec §5) and what a message costs; Enter sends,
 * Shift+Enter starts a new line. A sent text leaves the field at once: a failure shows on its bubble,
 * whose "Try again" is the one way to resend it (typing it anew could store it twice). Without credits
 * for a message neither the button nor Enter sends; the unsent text is kept per member (use-chat-draft.ts).
 */
export function MessageComposer({ name, member, maxLength, cost, credits, disabled, onSend, toolbar }: Props) {
  const t = useTranslations('Chat');
  const id = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useChatDraft(member);
  const trimmed = text.trim();
  const outOfCredits = credits !== null && credits < cost;
  const canSend = !disabled && !outOfCredits && trimmed.length > 0;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSend) return;
    setText('');
    onSend(trimmed);
    // The button disables itself with the empty field; the keyboard stays in the field for the next message.
    field.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
  };

  return (
    // The toolbar's dialogs hold forms of their own: beside this form, never inside it.
    <div className={styles.composer}>
      {toolbar}
      <form onSubmit={submit}>
        <label htmlFor={id} className="visually-hidden">
          {t('messageLabel', { name })}
        </label>
        <div className="d-flex gap-2 align-items-end">
          <textarea
            ref={field}
            id={id}
            className="form-control"
            rows={2}
            maxLength={maxLength}
            value={text}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={onKeyDown}
            placeholder={t('placeholder')}
            disabled={disabled}
            aria-describedby={`${id}-count ${id}-cost`}
          />
          <button type="submit" className="btn btn-primary" disabled={!canSend}>
            {t('send')}
          </button>
        </div>
        <div className="d-flex justify-content-between flex-wrap gap-2 small text-body-secondary mt-1">
          <span id={`${id}-cost`}>
            {t('cost', { cost })}
            {credits !== null ? ` ${t('balance', { credits })}` : ''}
            {outOfCredits ? (
              <>
                {' '}
                <Link href={buyPath('credits')} className="text-decoration-underline">
                  {t('buyCredits')}
                </Link>
              </>
            ) : null}
          </span>
          <span id={`${id}-count`} aria-live="off">
            {t('charCount', { count: text.length, max: maxLength })}
          </span>
        </div>
      </form>
    </div>
  );
}
