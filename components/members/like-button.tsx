'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { likeMember, unlikeMember } from '@/lib/api-client/likes';
import { LIKES_KEY } from '@/lib/hooks/use-likes';
import type { LikeResult } from '@/lib/schemas/likes';
import { useAppDispatch } from '@/lib/store/hooks';
import { openMatchModal } from '@/lib/store/slices/match-modal-slice';
import { Icon } from '@/components/ui/icon';

type Props = {
  profileId: string;
  name: string;
  liked: boolean;
  size?: 'sm' | 'lg';
  /** The visible text when not liked yet ("Like back" in the list of received likes); the name follows for screen readers. */
  likeText?: string;
  /** Told after a like went through (for example to show the match modal when it made a match). */
  onLiked?: (result: LikeResult) => void;
};

/**
 * Like / liked, a toggle button with its state for screen readers (aria-pressed); a failure is said next to it.
 * A like that makes a match opens the match modal (the answer carries the member), once: the server marked it seen.
 */
export function LikeButton({ profileId, name, liked: initiallyLiked, size = 'sm', likeText, onLiked }: Props) {
  const t = useTranslations('Likes');
  const dispatch = useAppDispatch();
  const { mutate } = useSWRConfig();
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
        if (result.match && result.profile) dispatch(openMatchModal({ kind: 'match', profile: result.profile }));
        onLiked?.(result);
      }
      void mutate(LIKES_KEY);
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
        disabled={busy}
        onClick={() => void toggle()}
      >
        {/* The visible words begin the accessible name (WCAG 2.5.3); aria-pressed says whether it is liked. */}
        <Icon name="heartFill" /> {liked ? t('liked') : (likeText ?? t('like'))}
        <span className="visually-hidden">: {name}</span>
      </button>
      {failed ? (
        <span role="alert" className="small text-danger ms-2">
          {t('likeFailed')}
        </span>
      ) : null}
    </>
  );
}
