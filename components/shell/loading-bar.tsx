'use client';
import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { LOADING_BAR } from '@/lib/config/constants';

type Phase = 'idle' | 'active' | 'done';

/**
 * The navigation progress bar: appears only if a navigation takes longer than 200 ms, creeps over
 * 5000 ms, and hides 500 ms after the new page is in.
 */
export function LoadingBar({ label }: { label: string }) {
  const pathname = usePathname();
  const search = useSearchParams();
  const [phase, setPhase] = useState<Phase>('idle');
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);
  const started = useRef(false);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement) || anchor.target === '_blank' || anchor.hasAttribute('download'))
        return;
      const url = new URL(anchor.href, window.location.href);
      if (
        url.origin !== window.location.origin ||
        (url.pathname === window.location.pathname && url.search === window.location.search)
      )
        return;
      started.current = true;
      if (pending.current) clearTimeout(pending.current);
      pending.current = setTimeout(() => setPhase('active'), LOADING_BAR.throttleMs);
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);

  useEffect(() => {
    if (!started.current) return;
    started.current = false;
    if (pending.current) clearTimeout(pending.current);
    setPhase((p) => (p === 'active' ? 'done' : 'idle'));
    const hide = setTimeout(() => setPhase('idle'), LOADING_BAR.hideDelayMs);
    return () => clearTimeout(hide);
  }, [pathname, search]);

  return (
    <div
      className={`loading-bar${phase === 'active' ? ' is-active' : ''}${phase === 'done' ? ' is-done' : ''}`}
      role="progressbar"
      aria-label={label}
      aria-hidden={phase === 'idle'}
      aria-valuemin={0}
      aria-valuemax={100}
    />
  );
}
