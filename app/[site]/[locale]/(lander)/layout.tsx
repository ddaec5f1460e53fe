import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { getCompanyInfo } from '@/lib/server/catalogue/get-company-info';
import { readPageParams, type SiteParams } from '@/lib/server/pages/read-page-params';
import { siteBrand } from '@/lib/server/sites/site-brand';
import { siteTimeSettings } from '@/lib/utils/time';
import { SignupEntry } from '@/components/account/signup-entry';
import { EntryWarning } from '@/components/layout/entry-warning';
import { entryWarningTexts } from '@/components/layout/entry-warning-texts';
import { Footer } from '@/components/layout/footer';
import { LanderBar } from '@/components/landers/lander-bar';
import { SettleScript } from '@/components/landers/settle-script';
import { VisitBeacon } from '@/components/landers/visit-beacon';
import { ErrorTextsProvider } from '../_boundaries/error-texts-provider';
import { errorTexts } from '../_boundaries/error-texts';

/**
 * The lander layout (spec §2): logo bar, footer and the entry warning for NL and DE. No Redux, SWR or
 * ky here: campaign landers must load at once on a phone, so the only client code is the entry warning
 * and whatever small island a design needs (and the error page's texts, for error.tsx), and the visit beacon.
 */
export default async function LanderLayout({ children, params }: { children: ReactNode; params: Promise<SiteParams> }) {
  const { site, locale } = await readPageParams(params);
  const [company, t, entryWarning, errors, brand] = await Promise.all([
    getCompanyInfo(site.key),
    getTranslations('Common'),
    entryWarningTexts(site.name),
    errorTexts(),
    siteBrand(site),
  ]);
  const time = siteTimeSettings(locale, site.defaultCountry);
  return (
    <>
      <SettleScript />
      <a href="#main" className="skip-link">
        {t('skipToContent')}
      </a>
      <LanderBar mark={brand} />
      <main id="main">
        <ErrorTextsProvider texts={errors}>{children}</ErrorTextsProvider>
      </main>
      <Footer
        site={{ name: site.name, companyId: site.companyId }}
        company={company}
        year={new Date().getUTCFullYear()}
      />
      <EntryWarning texts={entryWarning} enabled={site.enableSiteEntryPopup} />
      <SignupEntry siteName={site.name} signups={site.signups} timeZone={time.timeZone} />
      <VisitBeacon />
    </>
  );
}
