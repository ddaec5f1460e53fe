import { setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { isLocale } from '@/lib/config/locales';
import { getCompanyInfo } from '@/lib/server/catalogue/get-company-info';
import { getSite } from '@/lib/server/sites/get-site';
import { siteTimeSettings } from '@/lib/utils/time';
import { MemberShell } from '@/components/shell/member-shell';
import { SignupEntry } from '@/components/account/signup-entry';
import { EntryWarning } from '@/components/layout/entry-warning';
import { entryWarningTexts } from '@/components/layout/entry-warning-texts';
import { Footer } from '@/components/layout/footer';
import { TopNav } from '@/components/layout/top-nav';
import { WarningStrip } from '@/components/layout/warning-strip';
import { FlashNotice } from '@/components/shell/flash-notice';
import type { SiteParams } from '../layout';

/** The default layout (spec §2): top navigation, warning strip, footer with the legal disclaimer. */
export default async function DefaultLayout({ children, params }: { children: ReactNode; params: Promise<SiteParams> }) {
  const { site: key, locale } = await params;
  if (isLocale(locale)) setRequestLocale(locale);
  const [site, company] = await Promise.all([getSite(key), getCompanyInfo(key)]);
  const entryWarning = await entryWarningTexts(site.name);
  const time = siteTimeSettings(isLocale(locale) ? locale : 'en', site.defaultCountry);
  return (
    <MemberShell time={time}>
      <TopNav siteName={site.name} />
      <WarningStrip />
      <main id="main">
        <FlashNotice />
        {children}
      </main>
      <Footer site={{ name: site.name, companyId: site.companyId }} company={company} year={new Date().getUTCFullYear()} />
      <EntryWarning texts={entryWarning} enabled={site.enableSiteEntryPopup} />
      <SignupEntry siteName={site.name} signups={site.signups} timeZone={time.timeZone} />
    </MemberShell>
  );
}
