'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { likeMember, unlikeMember } from '@/lib/api-client/likes';
import type { LikeResult } from '@/lib/schemas/likes';

type Props = {
  profileId: string;
  name: string;
  liked: boolean;
  size?: 'sm' | 'lg';
  /** Told after a like went through (for example to show the match modal when it made a match). */
  onLiked?: (result: LikeResult) => void;
};

/** Like / liked, a toggle button with its state for screen readers (aria-pressed); a failure is said next to it. */
export function LikeButton({ profileId, name, liked: initiallyLiked, size = 'sm', onLiked }: Props) {
  const t = useTranslations('Likes');
  const [liked, setLiked] = useState(initiallyLiked);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const toggle = async () => {
    setBusy(true);
    setFailed(false);
    try {
      if (liked) {
        await unlikeMember(profileId);
        setLiked(false);
      } else {
        const result = await likeMember(profileId);
        setLiked(true);
        onLiked?.(result);
      }
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button
        type="button"
        className={`btn btn-${size} ${liked ? 'btn-primary' : 'btn-outline-primary'}`}
        aria-pressed={liked}
        aria-label={liked ? t('unlikeLabel', { name }) : t('likeLabel', { name })}
        disabled={busy}
        onClick={() => void toggle()}
      >
        <span aria-hidden="true">♥</span> {liked ? t('liked') : t('like')}
      </button>
      {failed ? (
        <span role="alert" className="small text-danger ms-2">
          {t('likeFailed')}
        </span>
      ) : null}
    </>
  );
}
