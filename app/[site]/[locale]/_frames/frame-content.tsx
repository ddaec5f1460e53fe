import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { getCompanyInfo } from '@/lib/server/catalogue/get-company-info';
import { siteBrand } from '@/lib/server/sites/site-brand';
import type { PageParams, SiteParams } from '@/lib/server/pages/read-page-params';
import type { TimeSettings } from '@/lib/utils/time';
import { SignupEntry } from '@/components/account/signup-entry';
import { EntryWarning } from '@/components/layout/entry-warning';
import { entryWarningTexts } from '@/components/layout/entry-warning-texts';
import { Footer } from '@/components/layout/footer';
import { MemberTabBar } from '@/components/layout/member-nav';
import { TopNav } from '@/components/layout/top-nav';
import { WarningStrip } from '@/components/layout/warning-strip';
import { FlashNotice, type FlashNoticeTexts } from '@/components/shell/flash-notice';
import { NOTICES } from '@/components/shell/notice-store';

/**
 * What the default layout shows inside its client shell (spec §2): top navigation, warning strip, footer with the
 * legal disclaimer, and on phones the members' tab bar at the end (fixed to the bottom of the screen). Its client
 * parts take their texts as props, so the public pages need no translation runtime in the browser (issue 12).
 * Framed by DefaultFrame (member pages, MemberShell) and PublicFrame (public pages, PublicShell).
 */
export async function FrameContent({
  children,
  site,
  time,
}: { children: ReactNode; time: TimeSettings } & Pick<PageParams<SiteParams>, 'site'>) {
  const [company, entryWarning, brand, tShell, tStrip] = await Promise.all([
    getCompanyInfo(site.key),
    entryWarningTexts(site.name),
    siteBrand(site),
    getTranslations('Shell'),
    getTranslations('WarningStrip'),
  ]);
  const notice: FlashNoticeTexts = {
    notices: Object.fromEntries(NOTICES.map((n) => [n, tShell(`notices.${n}`)])) as FlashNoticeTexts['notices'],
    close: tShell('closeNotice'),
  };
  return (
    <>
      <TopNav mark={brand} />
      <WarningStrip offline={tStrip('offline')} />
      <main id="main">
        <FlashNotice texts={notice} />
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
    </>
  );
}
