'use client';
import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { SWRConfig } from 'swr';
import { makeStore } from '@/lib/store/store';

/** Redux (client UI state, one store per page load) and SWR (server data) for the member-facing layouts. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [store] = useState(makeStore);
  return (
    <Provider store={store}>
      <SWRConfig value={{ shouldRetryOnError: false, dedupingInterval: 2_000 }}>{children}</SWRConfig>
    </Provider>
  );
}
