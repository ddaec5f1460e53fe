'use client';
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { titleWithUnread } from '@/lib/utils/badges';

/** Spec §4: the page title's prefix and the installed app's badge show unread messages plus new likes. */
export function UnreadTitle({ count }: { count: number }) {
  const pathname = usePathname();
  useEffect(() => {
    // After a navigation Next sets the page's own title first; the prefix goes on top of whatever is there.
    const apply = () => {
      const next = titleWithUnread(document.title, count);
      if (document.title !== next) document.title = next;
    };
    apply();
    const timer = setTimeout(apply, 100);
    const nav = navigator as Navigator & {
      setAppBadge?: (n?: number) => Promise<void>;
      clearAppBadge?: () => Promise<void>;
    };
    if (count > 0) nav.setAppBadge?.(count).catch(() => undefined);
    else nav.clearAppBadge?.().catch(() => undefined);
    return () => clearTimeout(timer);
  }, [count, pathname]);
  return null;
}
