'use client';
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { titleWithUnread } from '@/lib/utils/badges';

/** Spec §4: the page title's prefix and the installed app's badge show unread messages plus new likes. */
export function UnreadTitle({ count }: { count: number }) {
  const pathname = usePathname();
  useEffect(() => {
    // Next sets a page's own title after a navigation, and streamed metadata may set it later still: the prefix goes
    // on top of whatever title is there, each time the title changes (apply() changes it only when it differs).
    const apply = () => {
      const next = titleWithUnread(document.title, count);
      if (document.title !== next) document.title = next;
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(document.head, { childList: true, subtree: true, characterData: true });
    const nav = navigator as Navigator & {
      setAppBadge?: (n?: number) => Promise<void>;
      clearAppBadge?: () => Promise<void>;
    };
    if (count > 0) nav.setAppBadge?.(count).catch(() => undefined);
    else nav.clearAppBadge?.().catch(() => undefined);
    return () => observer.disconnect();
  }, [count, pathname]);
  return null;
}
