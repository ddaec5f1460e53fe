'use client';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { blockMember } from '@/lib/api-client/chat';
import { CHATS_KEY } from '@/lib/hooks/use-chats';

/** "Block" in a conversation's header (spec §2 content block "block user"): asks first, then leaves the conversation. */
export function BlockButton({ memberId, name }: { memberId: string; name: string }) {
  const t = useTranslations('Chat');
  const router = useRouter();
  const { mutate } = useSWRConfig();
  const button = useRef<HTMLButtonElement>(null);
  const [asking, setAsking] = useState(false);
  const [failed, setFailed] = useState(false);

  const block = async () => {
    setAsking(false);
    setFailed(false);
    try {
      await blockMember(memberId);
      await mutate(CHATS_KEY);
      router.push('/chats');
    } catch {
      setFailed(true);
      button.current?.focus();
    }
  };

  return (
    <>
      <button ref={button} type="button" className="btn btn-sm btn-outline-secondary ms-auto" onClick={() => setAsking(true)}>
        {t('block')}
      </button>
      {failed ? <span role="alert" className="small text-danger">{t('blockFailed', { name })}</span> : null}
      {asking ? (
        <ConfirmDialog
          title={t('blockTitle', { name })}
          body={t('blockBody', { name })}
          confirmLabel={t('blockConfirm')}
          cancelLabel={t('cancel')}
          onCancel={() => {
            setAsking(false);
            button.current?.focus();
          }}
          onConfirm={() => void block()}
        />
      ) : null}
    </>
  );
}
