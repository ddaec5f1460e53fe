import type { ReactNode } from 'react';
import { readPageParams, type SiteParams } from '@/lib/server/pages/read-page-params';
import { siteBrand } from '@/lib/server/sites/site-brand';
import { siteTimeSettings } from '@/lib/utils/time';
import { MemberShell } from '@/components/shell/member-shell';
import { MemberProviders } from '@/components/push/member-providers';
import { SignupEntry } from '@/components/account/signup-entry';
import { EntryWarning } from '@/components/layout/entry-warning';
import { entryWarningTexts } from '@/components/layout/entry-warning-texts';
import { MemberTabBar } from '@/components/layout/member-nav';
import { MemberMoney } from '@/components/money/member-money';
import { TopNav } from '@/components/layout/top-nav';

/**
 * The chat layout (spec §2): bare — the navigation and the conversation, no warning strip or footer,
 * so the chat fills the screen; the entry warning for visitors from NL and DE (a visitor reaches
 * /members/{id}/chat from a lander before signing up).
 */
export default async function ChatLayout({ children, params }: { children: ReactNode; params: Promise<SiteParams> }) {
  const { site, locale } = await readPageParams(params);
  const [entryWarning, brand] = await Promise.all([entryWarningTexts(site.name), siteBrand(site)]);
  const time = siteTimeSettings(locale, site.defaultCountry);
  return (
    <MemberShell namespaces={['Chat', 'ChatMedia', 'Gifts', 'Money']} time={time} providers={MemberProviders}>
      <TopNav mark={brand} />
      {/* The time-bonus banner on the conversation list (an open conversation keeps the screen), and the popup. */}
      <MemberMoney />
      {/* Each page brings its <main>: the 404 adds the footer after it (not-found.tsx). */}
      {children}
      <MemberTabBar />
      <EntryWarning texts={entryWarning} enabled={site.enableSiteEntryPopup} />
      <SignupEntry siteName={site.name} signups={site.signups} timeZone={time.timeZone} />
    </MemberShell>
  );
}
