'use client';
import { useSearchParams } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { useSWRConfig } from 'swr';
import { fetchAutoLike } from '@/lib/api-client/likes';
import { CHATS_KEY } from '@/lib/hooks/use-chats';
import { LIKES_KEY, useLikes } from '@/lib/hooks/use-likes';
import { useUser } from '@/lib/hooks/use-user';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { closeMatchModal, openMatchModal, selectMatchModal } from '@/lib/store/slices/match-modal-slice';
import { MatchModal } from './match-modal';

/** The longest `?t=` delay honoured (a link cannot keep a timer running for hours). */
const MAX_DELAY_S = 600;
/** Spec §7: the chats are reloaded half a second after an auto-like. */
const CHATS_RELOAD_MS = 500;

/** `?t=<seconds>` of the current URL, or null. */
function delayParam(value: string | null): number | null {
  if (value === null || !/^\d{1,4}$/.test(value)) return null;
  const seconds = Number(value);
  return seconds <= MAX_DELAY_S ? seconds : null;
}

/**
 * The likes side of every member page: the match modal of a match the member has not seen yet (from the
 * likes poll), and `?t=` (spec §4): after that many seconds it fetches an auto-like, shows the like modal,
 * removes the parameter from the URL (history.replaceState) and reloads the chats 0.5 s later.
 */
export function LikesWatcher({ enabled }: { enabled: boolean }) {
  const dispatch = useAppDispatch();
  const modal = useAppSelector(selectMatchModal);
  const { likes } = useLikes({ enabled });
  const { user } = useUser({ enabled });
  const { mutate } = useSWRConfig();
  const delay = delayParam(useSearchParams().get('t'));

  // Each match once per page load: the poll may still list it until its next answer after the modal marked it seen.
  const shown = useRef(new Set<string>());
  useEffect(() => {
    if (modal) {
      shown.current.add(modal.profile.id);
      return;
    }
    const pending = likes?.new_matches.find((m) => !shown.current.has(m.id));
    if (pending) dispatch(openMatchModal({ kind: 'match', profile: pending }));
  }, [likes, modal, dispatch]);

  useEffect(() => {
    if (!enabled || delay === null) return;
    let reload: ReturnType<typeof setTimeout> | undefined;
    const timer = setTimeout(() => {
      const url = new URL(window.location.href);
      url.searchParams.delete('t');
      window.history.replaceState(window.history.state, '', url);
      void fetchAutoLike()
        .then(({ profile, match }) => {
          if (profile) dispatch(openMatchModal({ kind: match ? 'match' : 'like', profile }));
          reload = setTimeout(() => {
            void mutate(CHATS_KEY);
            void mutate(LIKES_KEY);
          }, CHATS_RELOAD_MS);
        })
        .catch(() => undefined);
    }, delay * 1000);
    return () => {
      clearTimeout(timer);
      if (reload) clearTimeout(reload);
    };
  }, [enabled, delay, dispatch, mutate]);

  if (!modal || !user?.loggedIn) return null;
  return (
    <MatchModal
      key={modal.profile.id}
      modal={modal}
      ownPhoto={user.profile?.main_image?.match ?? null}
      ownName={user.profile?.name ?? ''}
      onClose={() => {
        dispatch(closeMatchModal());
        void mutate(LIKES_KEY);
      }}
    />
  );
}
