'use client';
import { NextIntlClientProvider } from 'next-intl';
import { useContext, useState, type ComponentType, type ReactNode } from 'react';
import { Provider, ReactReduxContext } from 'react-redux';
import { SWRConfig } from 'swr';
import { LiveEvents } from '@/lib/client/live-events';
import { makeStore } from '@/lib/store/store';
import { useIslandIntl } from './island-intl';
import { TimeProvider } from './time-provider';

/**
 * Redux (client UI state, one store per page load), SWR (server data) and, for a signed-in member, the tab's
 * live stream (issue 16) for the member layouts. Islands on public pages (`live: false`) poll as before.
 */
export function AppProviders({ children, live = true }: { children: ReactNode; live?: boolean }) {
  const [store] = useState(makeStore);
  return (
    <Provider store={store}>
      <SWRConfig value={{ shouldRetryOnError: false, dedupingInterval: 2_000 }}>
        {live ? <LiveEvents>{children}</LiveEvents> : children}
      </SWRConfig>
    </Provider>
  );
}

/**
 * A member's island on a public page (loaded only where the login hint is set): public pages carry no Redux
 * or SWR and no translation runtime (issue 12), so the island brings its own, the translations and time settings
 * from the public layout's IslandIntlProvider; inside a member layout it uses the layout's. SWR's cache is the same
 * everywhere (no cache provider), so islands still share what they poll.
 */
export function withAppProviders<P extends object>(Island: ComponentType<P>): ComponentType<P> {
  function WithAppProviders(props: P) {
    const outer = useContext(ReactReduxContext);
    const intl = useIslandIntl();
    if (outer) return <Island {...props} />;
    const island = (
      <AppProviders live={false}>
        <Island {...props} />
      </AppProviders>
    );
    if (!intl) return island;
    return (
      <NextIntlClientProvider locale={intl.locale} messages={intl.messages} timeZone={intl.time.timeZone}>
        <TimeProvider settings={intl.time}>{island}</TimeProvider>
      </NextIntlClientProvider>
    );
  }
  return WithAppProviders;
}
