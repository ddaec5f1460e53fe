'use client';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import type { ComponentProps } from 'react';
import { useBrowserValue } from '@/lib/hooks/use-browser-value';
import { prefetchAllowed } from '@/lib/utils/network';

type NavigatorWithConnection = Navigator & { connection?: { saveData?: boolean; effectiveType?: string } };

type Props = ComponentProps<typeof Link> & {
  /**
   * Prefetch when the visitor shows the intent to follow the link (pointer over it, focus, touch) instead of
   * when it scrolls into view: for links shown on every page (the header) to routes whose prefetch is heavy,
   * as a prefetched route's payload brings its client code and starts its images (React preloads every
   * `<img>` of a server component that is not `loading="lazy"`).
   */
  prefetchOnIntent?: boolean;
};

/** next/link that does not prefetch on 2g or with data saver on. */
export function AppLink({ prefetch, prefetchOnIntent = false, ...props }: Props) {
  const allowed = useBrowserValue(() => prefetchAllowed((navigator as NavigatorWithConnection).connection), true);
  if (prefetchOnIntent) return <IntentLink {...props} allowed={allowed} />;
  return <Link {...props} prefetch={allowed ? prefetch : false} />;
}

/** A link that prefetches its route when the visitor points at it, focuses it or touches it (see prefetchOnIntent). */
function IntentLink({ allowed, ...props }: ComponentProps<typeof Link> & { allowed: boolean }) {
  const router = useRouter();
  const { href, onMouseEnter, onFocus, onTouchStart } = props;
  const intent = () => {
    if (allowed && typeof href === 'string') router.prefetch(href);
  };
  return (
    <Link
      {...props}
      prefetch={false}
      onMouseEnter={(e) => (onMouseEnter?.(e), intent())}
      onFocus={(e) => (onFocus?.(e), intent())}
      onTouchStart={(e) => (onTouchStart?.(e), intent())}
    />
  );
}
