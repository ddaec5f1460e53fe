'use client';
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { useErrorText } from '@/components/ui/use-error-text';
import { unblockMember } from '@/lib/api-client/chat';
import { asApiError } from '@/lib/api-client/errors';
import type { ChatPartner } from '@/lib/schemas/chat';

/** The members this member blocked, each with "Unblock" (gone from the list at once, back if the server refuses). */
export function BlockedMembers({ initial }: { initial: ChatPartner[] }) {
  const t = useTranslations('Settings');
  const [list, setList] = useState(initial);
  const errorText = useErrorText();
  const [failed, setFailed] = useState<{ name: string; code: string } | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const unblock = async (member: ChatPartner) => {
    setFailed(null);
    setList((current) => current.filter((m) => m.id !== member.id));
    setDone(member.name);
    // The button is gone with its row: the keyboard continues from the section's heading.
    heading.current?.focus();
    try {
      await unblockMember(member.id);
    } catch (caught) {
      setList((current) => (current.some((m) => m.id === member.id) ? current : [...current, member]));
      setDone(null);
      setFailed({ name: member.name, code: asApiError(caught).code });
    }
  };

  return (
    <section aria-labelledby="settings-blocked-title">
      <h3 id="settings-blocked-title" ref={heading} tabIndex={-1} className="h6">
        {t('blockedTitle')}
      </h3>
      <p className="small text-body-secondary">{t('blockedIntro')}</p>
      {failed !== null ? (
        <p className="alert alert-danger py-2" role="alert">
          {t('unblockFailed', { name: failed.name })} {errorText(failed.code)}
        </p>
      ) : null}
      <p className="visually-hidden" role="status">
        {done !== null ? t('unblocked', { name: done }) : ''}
      </p>
      {list.length === 0 ? (
        <p className="small mb-0">{t('blockedNone')}</p>
      ) : (
        <ul className="list-unstyled vstack gap-2 mb-0">
          {list.map((m) => (
            <li key={m.id} className="d-flex align-items-center gap-2">
              <span className="flex-grow-1">{m.name}</span>
              <button
                type="button"
                className="btn btn-sm btn-outline-secondary"
                onClick={() => void unblock(m)}
                aria-label={t('unblockLabel', { name: m.name })}
              >
                {t('unblock')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
