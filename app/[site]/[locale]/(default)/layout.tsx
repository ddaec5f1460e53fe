import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { Suspense, type ReactNode } from 'react';
import { isLocale } from '@/lib/config/locales';
import { getCompanyInfo } from '@/lib/server/catalogue/get-company-info';
import { getSite } from '@/lib/server/sites/get-site';
import { AppProviders } from '@/components/shell/store-provider';
import { ChunkReloadGuard } from '@/components/shell/chunk-reload-guard';
import { ConnectivityListener } from '@/components/shell/connectivity-listener';
import { LoadingBar } from '@/components/shell/loading-bar';
import { PageHiddenBeacon } from '@/components/shell/page-hidden-beacon';
import { ScrollManager } from '@/components/shell/scroll-manager';
import { SignupEntry } from '@/components/account/signup-entry';
import { EntryWarning } from '@/components/layout/entry-warning';
import { entryWarningTexts } from '@/components/layout/entry-warning-texts';
import { Footer } from '@/components/layout/footer';
import { TopNav } from '@/components/layout/top-nav';
import { WarningStrip } from '@/components/layout/warning-strip';
import type { SiteParams } from '../layout';

// Only what client components translate travels to the browser; pages render the rest on the server.
const CLIENT_NAMESPACES = ['Common', 'Nav', 'LanguageSwitcher', 'Errors', 'Shell', 'WarningStrip'] as const;

function pick<T extends Record<string, unknown>>(messages: T, keys: readonly string[]): Partial<T> {
  return Object.fromEntries(Object.entries(messages).filter(([k]) => keys.includes(k))) as Partial<T>;
}

/** The default layout (spec §2): top navigation, warning strip, footer with the legal disclaimer. */
export default async function DefaultLayout({ children, params }: { children: ReactNode; params: Promise<SiteParams> }) {
  const { site: key, locale } = await params;
  if (isLocale(locale)) setRequestLocale(locale);
  const [site, company, t] = await Promise.all([getSite(key), getCompanyInfo(key), getTranslations('Common')]);
  const [tShell, messages, entryWarning] = await Promise.all([getTranslations('Shell'), getMessages(), entryWarningTexts(site.name)]);
  return (
    <NextIntlClientProvider messages={pick(messages, CLIENT_NAMESPACES)}>
      <AppProviders>
        <a href="#main" className="skip-link">{t('skipToContent')}</a>
        <Suspense fallback={null}>
          <LoadingBar label={tShell('loadingPage')} />
        </Suspense>
        <ConnectivityListener />
        <ChunkReloadGuard />
        <PageHiddenBeacon />
        <ScrollManager />
        <TopNav siteName={site.name} />
        <WarningStrip />
        <main id="main">{children}</main>
        <Footer site={{ name: site.name, companyId: site.companyId }} company={company} year={new Date().getUTCFullYear()} />
        <EntryWarning texts={entryWarning} enabled={site.enableSiteEntryPopup} />
        <SignupEntry siteName={site.name} signups={site.signups} />
      </AppProviders>
    </NextIntlClientProvider>
  );
}
