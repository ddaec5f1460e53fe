'use client';
import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';

const keepScroll = new Set<string>();

/** A page that wants to keep the scroll position on navigation renders this (spec §2: "unless a page opts out"). */
export function KeepScrollPosition() {
  const pathname = usePathname();
  keepScroll.add(pathname);
  return null;
}

/** Scrolls to the top on navigation, or to the element named by the hash. */
export function ScrollManager() {
  const pathname = usePathname();
  const first = useRef(true);
  useEffect(() => {
    const hash = decodeURIComponent(window.location.hash.slice(1));
    const target = hash ? document.getElementById(hash) : null;
    if (target) {
      target.scrollIntoView();
      return;
    }
    if (first.current) {
      first.current = false;
      return;
    }
    if (!keepScroll.has(pathname)) window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
