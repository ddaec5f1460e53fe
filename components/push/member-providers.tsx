'use client';
import type { ReactNode } from 'react';
import { AppProviders } from '@/components/shell/store-provider';
import { PushRoot } from './push-root';

/** The member layouts' providers (Redux and SWR) with push beside them: the worker is registered from member pages only. */
export function MemberProviders({ children }: { children: ReactNode }) {
  return (
    <AppProviders>
      <PushRoot />
      {children}
    </AppProviders>
  );
}
