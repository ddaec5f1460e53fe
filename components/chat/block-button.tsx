'use client';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { blockMember, unblockMember } from '@/lib/api-client/chat';
import { CHATS_KEY } from '@/lib/hooks/use-chats';
import { conversationKey } from '@/lib/hooks/use-conversation';

type Props = {
  memberId: string;
  name: string;
  conversation: string | null;
  blocked: boolean;
  /** Where the member goes after a block (the blocked member's pages are gone for them): the chat list by default. */
  leaveTo?: string;
  className?: string;
};

/**
 * "Block" in a conversation's header (spec §2 content block "block user"): asks first, then leaves the
 * conversation. A conversation with a member one blocked offers "Unblock" instead, which brings it back to the list.
 */
export function BlockButton({
  memberId,
  name,
  conversation,
  blocked,
  leaveTo = '/chats',
  className = 'btn btn-sm btn-outline-secondary ms-auto',
}: Props) {
  const t = useTranslations('Chat');
  const router = useRouter();
  const { mutate } = useSWRConfig();
  const button = useRef<HTMLButtonElement>(null);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);

  const run = async (action: 'block' | 'unblock') => {
    setAsking(false);
    setFailed(null);
    setBusy(true);
    try {
      if (action === 'block') {
        await blockMember(memberId);
        await mutate(CHATS_KEY);
        router.push(leaveTo);
        return;
      }
      await unblockMember(memberId);
      // The conversation is back in the list beside it, as it was before the block.
      await Promise.all([mutate(CHATS_KEY), conversation ? mutate(conversationKey(conversation)) : undefined]);
    } catch {
      setFailed(action === 'block' ? t('blockFailed', { name }) : t('unblockFailed', { name }));
      button.current?.focus();
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        className={className}
        disabled={busy}
        onClick={() => (blocked ? void run('unblock') : setAsking(true))}
      >
        {blocked ? t('unblock') : t('block')}
      </button>
      {failed ? (
        <span role="alert" className="small text-danger">
          {failed}
        </span>
      ) : null}
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
          onConfirm={() => void run('block')}
        />
      ) : null}
    </>
  );
}
