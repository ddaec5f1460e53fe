'use client';
import { useTranslations } from 'next-intl';
import { useCallback, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { SwipeDeck, type SwipeCard, type SwipeDirection } from '@/components/members/swipe-deck';
import { useDateFormat } from '@/components/shell/time-provider';
import { AppLink as Link } from '@/components/ui/app-link';
import { isCountry } from '@/lib/config/countries';
import { fetchSwipeDeck, swipeLikeMember } from '@/lib/api-client/likes';
import { asApiError } from '@/lib/api-client/errors';
import { LIKES_KEY } from '@/lib/hooks/use-likes';
import { SWIPE_LIKES_PER_DAY, type SwipeDeckAnswer, type SwipeProfile } from '@/lib/schemas/likes';
import { useAppDispatch } from '@/lib/store/hooks';
import { openMatchModal } from '@/lib/store/slices/match-modal-slice';
import { buyPath, destinationPath } from '@/lib/utils/member-destinations';

/** Fetch the next cards when this few are left. */
const REFILL_AT = 3;
const TIME_ONLY: Intl.DateTimeFormatOptions = { timeStyle: 'short' };

type Props = {
  initial: SwipeDeckAnswer;
  fictionalLabel: string;
  /** Region names of the countries the first cards come from (later cards of other countries show the country only). */
  regionNames: Readonly<Record<string, string>>;
};

/**
 * /swipe-game: one member at a time on the shared swipe deck (touch, mouse, ← / →), the pass undone by one
 * button, no member twice in a session (cards already shown are skipped when more arrive), and the day's
 * likes with when they reset. The server counts the likes (409 daily_likes_reached); at the limit a
 * friendly end card offers premium, the match finder and the likes.
 */
export function SwipeGame({ initial, fictionalLabel, regionNames }: Props) {
  const t = useTranslations('Swipe');
  const tc = useTranslations('Common');
  const tCountries = useTranslations('Countries');
  const tl = useTranslations('Likes');
  const dispatch = useAppDispatch();
  const { mutate } = useSWRConfig();
  const formatTime = useDateFormat(TIME_ONLY);
  const [profiles, setProfiles] = useState<SwipeProfile[]>(initial.cards);
  const [likesLeft, setLikesLeft] = useState(initial.likes_left);
  const [resetsAt, setResetsAt] = useState(initial.resets_at);
  const [exhausted, setExhausted] = useState(initial.cards.length === 0);
  const [failed, setFailed] = useState<string | null>(null);
  const seen = useRef(new Set(initial.cards.map((c) => c.id)));
  const offset = useRef(initial.cards.length);
  const decided = useRef(0);
  const loading = useRef(false);

  const refill = useCallback(async () => {
    if (loading.current || exhausted) return;
    loading.current = true;
    try {
      const next = await fetchSwipeDeck(offset.current);
      offset.current += next.cards.length;
      const fresh = next.cards.filter((c) => !seen.current.has(c.id));
      for (const c of fresh) seen.current.add(c.id);
      if (fresh.length === 0) setExhausted(true);
      setProfiles((list) => [...list, ...fresh]);
      setLikesLeft(next.likes_left);
      setResetsAt(next.resets_at);
      setFailed(null);
    } catch {
      setFailed(t('loadFailed'));
    } finally {
      loading.current = false;
    }
  }, [exhausted, t]);

  const onDecide = (card: SwipeCard, direction: SwipeDirection) => {
    decided.current += 1;
    if (profiles.length - decided.current <= REFILL_AT) void refill();
    if (direction !== 'right') return;
    setLikesLeft((n) => Math.max(0, n - 1));
    swipeLikeMember(card.id)
      .then((result) => {
        setLikesLeft(result.likes_left);
        setResetsAt(result.resets_at);
        if (result.match && result.profile) dispatch(openMatchModal({ kind: 'match', profile: result.profile }));
        void mutate(LIKES_KEY);
      })
      .catch((caught: unknown) => {
        const error = asApiError(caught);
        if (error.code === 'daily_likes_reached') {
          setLikesLeft(0);
          if (typeof error.params?.resets_at === 'string') setResetsAt(error.params.resets_at);
        } else setFailed(t('loadFailed'));
      });
  };

  const cards: SwipeCard[] = profiles.map((m) => ({
    id: m.id,
    name: `${m.name}, ${tc('age', { age: m.age })}`,
    place:
      [m.region ? regionNames[m.region] : null, isCountry(m.country) ? tCountries(m.country) : null]
        .filter(Boolean)
        .join(', ') || null,
    src: m.image.filename,
    alt: tl('photoOf', { name: m.name }),
    fictional: m.fictional,
    likeLabel: t('likeName', { name: m.name }),
    skipLabel: t('passName', { name: m.name }),
    likedText: t('liked', { name: m.name }),
    skippedText: t('passed', { name: m.name }),
  }));
  const time = formatTime(resetsAt);
  const atLimit = likesLeft <= 0;
  const finder = destinationPath('matchFinder');
  const likes = destinationPath('likes');

  return (
    <>
      <p className="text-center mb-3" aria-live="polite">
        <span className="badge rounded-pill text-bg-primary fs-6">{t('likesLeft', { count: likesLeft })}</span>{' '}
        <span className="small text-body-secondary">{t('resetsAt', { time })}</span>
      </p>
      {failed ? (
        <p role="alert" className="alert alert-warning text-center">
          {failed}{' '}
          <button type="button" className="btn btn-link p-0 align-baseline" onClick={() => void refill()}>
            {t('retry')}
          </button>
        </p>
      ) : null}
      <SwipeDeck
        cards={cards}
        labels={{ deck: t('deckLabel'), like: t('like'), skip: t('pass'), fictional: fictionalLabel, undo: t('undo') }}
        onDecide={onDecide}
        finished={atLimit}
      >
        <div className="p-2 text-center">
          {atLimit ? (
            <>
              <h2 className="h4 fw-bold">{t('limitTitle')}</h2>
              <p>{t('limitBody', { limit: SWIPE_LIKES_PER_DAY, time })}</p>
              <div className="d-grid gap-2">
                <Link href={buyPath('premium')} className="btn btn-primary" prefetch={false}>
                  {t('premium')}
                </Link>
                {finder ? (
                  <Link href={finder} className="btn btn-outline-primary">
                    {t('matchFinder')}
                  </Link>
                ) : null}
                {likes ? (
                  <Link href={likes} className="btn btn-outline-secondary">
                    {t('seeLikes')}
                  </Link>
                ) : null}
              </div>
            </>
          ) : (
            <>
              <h2 className="h4 fw-bold">{t('emptyTitle')}</h2>
              <p>{t('emptyBody')}</p>
              {likes ? (
                <Link href={likes} className="btn btn-primary">
                  {t('seeLikes')}
                </Link>
              ) : null}
            </>
          )}
        </div>
      </SwipeDeck>
    </>
  );
}
