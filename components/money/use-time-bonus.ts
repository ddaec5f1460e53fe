'use client';
import { useEffect, useState } from 'react';
import { useUser } from '@/lib/hooks/use-user';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { selectTimeBonus, timeBonusCleared, timeBonusLoaded } from '@/lib/store/slices/time-bonus-slice';

/** The browser's time, read again every `intervalMs` while it is set (the countdown's tick, spec §9: 1 s). */
function useNow(intervalMs: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (intervalMs === null) return;
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/**
 * The time bonus as the banner and the popup see it: loaded into the store from the user (on login and every
 * poll; a logged-out user clears it) and cleared when the countdown reaches zero. The countdown reads the
 * browser's clock against the server's end time; whether the discount applies is the server's decision alone.
 */
export function useTimeBonus() {
  const dispatch = useAppDispatch();
  const { user, mutate } = useUser({ enabled: true });
  const bonus = useAppSelector(selectTimeBonus);
  const now = useNow(bonus ? 1000 : null);

  useEffect(() => {
    if (!user) return;
    const next = user.loggedIn ? (user.time_bonus ?? null) : null;
    // A bonus this browser already counted down to zero stays gone (a clock a little ahead of the server's).
    if (next && Date.parse(next.expires_at) <= Date.now()) dispatch(timeBonusCleared());
    else dispatch(timeBonusLoaded(next));
  }, [user, dispatch]);

  useEffect(() => {
    if (bonus && now >= bonus.expiresAt) dispatch(timeBonusCleared());
  }, [bonus, now, dispatch]);

  return { bonus: bonus && now < bonus.expiresAt ? bonus : null, now, user, mutate };
}
