'use client';
import Link from 'next/link';
import type { ComponentProps } from 'react';
import { useBrowserValue } from '@/lib/hooks/use-browser-value';
import { prefetchAllowed } from '@/lib/utils/network';

type NavigatorWithConnection = Navigator & { connection?: { saveData?: boolean; effectiveType?: string } };

/** next/link that does not prefetch on 2g or with data saver on. */
export function AppLink({ prefetch, ...props }: ComponentProps<typeof Link>) {
  const allowed = useBrowserValue(() => prefetchAllowed((navigator as NavigatorWithConnection).connection), true);
  return <Link {...props} prefetch={allowed ? prefetch : false} />;
}
