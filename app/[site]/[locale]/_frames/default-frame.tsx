import type { ReactNode } from 'react';
import { getCompanyInfo } from '@/lib/server/catalogue/get-company-info';
import { siteBrand } from '@/lib/server/sites/site-brand';
import type { PageParams, SiteParams } from '@/lib/server/pages/read-page-params';
import { siteTimeSettings } from '@/lib/utils/time';
import { MemberShell } from '@/components/shell/member-shell';
import { SignupEntry } from '@/components/account/signup-entry';
import { EntryWarning } from '@/components/layout/entry-warning';
import { entryWarningTexts } from '@/components/layout/entry-warning-texts';
import { Footer } from '@/components/layout/footer';
import { MemberTabBar } from '@/components/layout/member-nav';
import { TopNav } from '@/components/layout/top-nav';
import { WarningStrip } from '@/components/layout/warning-strip';
import { FlashNotice } from '@/components/shell/flash-notice';

/**
 * The default layout's frame (spec §2): top navigation, warning strip, footer with the legal disclaimer, and on
 * phones the members' tab bar at the end (fixed to the bottom of the screen).
 * Public pages ((default)) and the member pages of the default layout ((member)/(account)) share it.
 */
export async function DefaultFrame({
  children,
  site,
  locale,
}: { children: ReactNode } & Pick<PageParams<SiteParams>, 'site' | 'locale'>) {
  const [company, entryWarning, brand] = await Promise.all([
    getCompanyInfo(site.key),
    entryWarningTexts(site.name),
    siteBrand(site),
  ]);
  const time = siteTimeSettings(locale, site.defaultCountry);
  return (
    <MemberShell time={time} namespaces={['EnrichAlert', 'Money']}>
      <TopNav mark={brand} />
      <WarningStrip />
      <main id="main">
        <FlashNotice />
        {children}
      </main>
      <Footer
        site={{ name: site.name, companyId: site.companyId }}
        company={company}
        year={new Date().getUTCFullYear()}
      />
      <MemberTabBar />
      <EntryWarning texts={entryWarning} enabled={site.enableSiteEntryPopup} />
      <SignupEntry siteName={site.name} signups={site.signups} timeZone={time.timeZone} />
    </MemberShell>
  );
}
