import type { ChatPartner } from '@/lib/schemas/chat';
import styles from './chat.module.scss';

/** The partner's thumbnail, or their initial when there is no photo to show (a hidden or former member). */
export function ChatAvatar({ profile, name }: { profile: ChatPartner; name: string }) {
  if (profile.main_image) {
    return (
      // eslint-disable-next-line @next/next/no-img-element -- served by the authorising photo route, already sized
      <img
        className={styles.avatar}
        src={profile.main_image.thumb_filename}
        alt=""
        width={48}
        height={48}
        loading="lazy"
      />
    );
  }
  return (
    <span className={styles.avatar} aria-hidden="true">
      {name.slice(0, 1).toUpperCase()}
    </span>
  );
}
