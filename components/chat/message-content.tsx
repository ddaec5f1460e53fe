'use client';
import Image from 'next/image';
import { useTranslations } from 'next-intl';
import { giftIcon, isGiftId, type GiftId } from '@/lib/config/gifts';
import { chatPhotoUrl } from '@/lib/utils/chat-photo-url';
import type { ChatMessage, OutgoingContent } from '@/lib/schemas/chat';
import styles from './chat.module.scss';

/** A gift's name with its article ("a rose"), in the reader's language. */
export function useGiftPhrase(): (id: string) => string {
  const t = useTranslations('Gifts');
  return (id) => (isGiftId(id) ? t(`a.${id}`) : id);
}

function GiftLine({ gift, text }: { gift: GiftId; text: string }) {
  return (
    <span className="d-flex align-items-center gap-2">
      {/* The sentence says what it is; the drawing is decoration. */}
      <Image src={giftIcon(gift)} alt="" width={48} height={48} unoptimized />
      <span>{text}</span>
    </span>
  );
}

/**
 * What a message shows: its text, a gift (its drawing and "Alex sent you a rose"), a GIF (as the service
 * sized it) or a photo (the thumbnail, opening the full size; only the two members are served it).
 */
export function MessageContent({
  message,
  conversation,
  name,
}: {
  message: ChatMessage;
  conversation: string | null;
  name: string;
}) {
  const t = useTranslations('ChatMedia');
  const giftPhrase = useGiftPhrase();
  if (message.kind === 'gift' && message.gift && isGiftId(message.gift)) {
    const gift = giftPhrase(message.gift);
    return (
      <GiftLine
        gift={message.gift}
        text={message.mine ? t('giftFromMe', { gift }) : t('giftFromThem', { name, gift })}
      />
    );
  }
  if (message.kind === 'gif' && message.gif) {
    return (
      // The GIF service's own file (or ours), animated: never re-encoded.
      <Image
        unoptimized
        className={styles.media}
        src={message.gif.url}
        alt={t('gifFrom', { title: message.gif.title })}
        width={message.gif.width}
        height={message.gif.height}
      />
    );
  }
  if (message.kind === 'photo') {
    if (!message.photo || message.photo.removed || !conversation)
      return <em className="text-body-secondary">{t('photoRemoved')}</em>;
    const alt = message.mine ? t('photoMine') : t('photoAlt', { name });
    return (
      <a
        href={chatPhotoUrl(conversation, message.photo.id, 'full')}
        target="_blank"
        rel="noopener"
        title={t('photoOpen')}
      >
        {/* Served to the two members only: never through the image optimiser's shared cache. */}
        <Image
          unoptimized
          className={styles.media}
          src={chatPhotoUrl(conversation, message.photo.id, 'thumb')}
          alt={alt}
          width={message.photo.width}
          height={message.photo.height}
        />
      </a>
    );
  }
  return <>{message.body}</>;
}

/** A message still on its way: its text, or what is being sent. */
export function PendingContent({ content }: { content: OutgoingContent }) {
  const t = useTranslations('ChatMedia');
  if ('body' in content) return <>{content.body}</>;
  if (content.kind === 'gift' && isGiftId(content.gift_id))
    return <GiftLine gift={content.gift_id} text={t('sendingGift')} />;
  return <>{content.kind === 'gif' ? t('sendingGif') : t('sendingPhoto')}</>;
}

/** The chat list's line for the last message: the text, or what was sent. */
export function usePreviewText(): (m: { kind: ChatMessage['kind']; body: string; gift: string | null }) => string {
  const t = useTranslations('ChatMedia');
  const giftPhrase = useGiftPhrase();
  return (m) => {
    if (m.kind === 'gift' && m.gift) return t('giftPreview', { gift: giftPhrase(m.gift) });
    if (m.kind === 'gif') return t('gifPreview');
    if (m.kind === 'photo') return t('photoPreview');
    return m.body;
  };
}
