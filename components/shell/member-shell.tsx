import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { Suspense, type ReactNode } from 'react';
import type { Messages } from '@/lib/i18n/messages';
import { AppProviders } from './store-provider';
import { ChunkReloadGuard } from './chunk-reload-guard';
import { ConnectivityListener } from './connectivity-listener';
import { LoadingBar } from './loading-bar';
import { PageHiddenBeacon } from './page-hidden-beacon';
import { ScrollManager } from './scroll-manager';

// Only what client components translate travels to the browser; pages render the rest on the server.
const SHELL_NAMESPACES: readonly (keyof Messages)[] = ['Common', 'Nav', 'LanguageSwitcher', 'Errors', 'Shell', 'WarningStrip'];

/**
 * The client shell of the default and chat layouts: messages for client components, Redux and SWR,
 * the loading bar, connectivity, the chunk-reload guard, the page-hidden beacon and scroll handling.
 */
export async function MemberShell({ children, namespaces = [] }: { children: ReactNode; namespaces?: readonly (keyof Messages)[] }) {
  const [t, tShell, all] = await Promise.all([getTranslations('Common'), getTranslations('Shell'), getMessages()]);
  const wanted = new Set([...SHELL_NAMESPACES, ...namespaces]);
  const messages = Object.fromEntries(Object.entries(all).filter(([k]) => wanted.has(k as keyof Messages)));
  return (
    <NextIntlClientProvider messages={messages}>
      <AppProviders>
        <a href="#main" className="skip-link">{t('skipToContent')}</a>
        <Suspense fallback={null}>
          <LoadingBar label={tShell('loadingPage')} />
        </Suspense>
        <ConnectivityListener />
        <ChunkReloadGuard />
        <PageHiddenBeacon />
        <ScrollManager />
        {children}
      </AppProviders>
    </NextIntlClientProvider>
  );
}
