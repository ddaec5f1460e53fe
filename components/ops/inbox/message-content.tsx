import Image from 'next/image';
import { giftIcon, isGiftId } from '@/lib/config/gifts';

type Message = {
  kind: string;
  body: string;
  gift: string | null;
  gif: { url: string; width: number; height: number; title: string } | null;
  photo: boolean;
};

/** A message in the console's history: its text, or the gift, GIF or photo a member sent (issue 16 §2). */
export function OpsMessageContent({ message }: { message: Message }) {
  if (message.kind === 'gift' && message.gift && isGiftId(message.gift)) {
    return (
      <span className="d-flex align-items-center gap-2">
        <Image src={giftIcon(message.gift)} alt="" width={32} height={32} unoptimized />
        <span>Sent a gift: {message.gift}</span>
      </span>
    );
  }
  if (message.kind === 'gif' && message.gif) {
    return (
      <Image
        src={message.gif.url}
        alt={`GIF: ${message.gif.title}`}
        width={message.gif.width}
        height={message.gif.height}
        style={{ maxWidth: '200px', height: 'auto' }}
        unoptimized
      />
    );
  }
  if (message.kind === 'photo') {
    return <em>Sent a photo (shown to the two members only){message.photo ? '' : ', since removed'}.</em>;
  }
  return <>{message.body}</>;
}
