'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { landerFromPath } from '@/lib/utils/lander-visit';

/**
 * Counts one visit per lander page view (the dashboard's visits by traffic source): landers are cached pages,
 * so the page reports itself. Fire and forget: a lost beacon only loses a count. The server adds the site,
 * the day and the traffic source; nothing identifies the visitor.
 */
export function VisitBeacon() {
  const pathname = usePathname();
  const sent = useRef<string | null>(null);
  useEffect(() => {
    const lander = landerFromPath(pathname);
    if (!lander || sent.current === pathname) return;
    sent.current = pathname;
    fetch('/api/visits', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ lander }),
      keepalive: true,
      credentials: 'same-origin',
    }).catch(() => undefined);
  }, [pathname]);
  return null;
}
