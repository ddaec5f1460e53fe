import { setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { isLocale } from '@/lib/config/locales';
import { getSite } from '@/lib/server/sites/get-site';
import { siteTimeSettings } from '@/lib/utils/time';
import { MemberShell } from '@/components/shell/member-shell';
import { SignupEntry } from '@/components/account/signup-entry';
import { EntryWarning } from '@/components/layout/entry-warning';
import { entryWarningTexts } from '@/components/layout/entry-warning-texts';
import { TopNav } from '@/components/layout/top-nav';
import type { SiteParams } from '../layout';

/**
 * The chat layout (spec §2): bare — the navigation and the conversation, no warning strip or footer,
 * so the chat fills the screen; the entry warning for visitors from NL and DE (a visitor reaches
 * /members/{id}/chat from a lander before signing up).
 */
export default async function ChatLayout({ children, params }: { children: ReactNode; params: Promise<SiteParams> }) {
  const { site: key, locale } = await params;
  if (isLocale(locale)) setRequestLocale(locale);
  const site = await getSite(key);
  const entryWarning = await entryWarningTexts(site.name);
  const time = siteTimeSettings(isLocale(locale) ? locale : 'en', site.defaultCountry);
  return (
    <MemberShell namespaces={['Chat']} time={time}>
      <TopNav siteName={site.name} />
      {/* Each page brings its <main>: the 404 adds the footer after it (not-found.tsx). */}
      {children}
      <EntryWarning texts={entryWarning} enabled={site.enableSiteEntryPopup} />
      <SignupEntry siteName={site.name} signups={site.signups} timeZone={time.timeZone} />
    </MemberShell>
  );
}
