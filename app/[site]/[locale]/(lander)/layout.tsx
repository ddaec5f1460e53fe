import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { isLocale } from '@/lib/config/locales';
import { getCompanyInfo } from '@/lib/server/catalogue/get-company-info';
import { getSite } from '@/lib/server/sites/get-site';
import { siteTimeSettings } from '@/lib/utils/time';
import { SignupEntry } from '@/components/account/signup-entry';
import { EntryWarning } from '@/components/layout/entry-warning';
import { entryWarningTexts } from '@/components/layout/entry-warning-texts';
import { Footer } from '@/components/layout/footer';
import { LanderBar } from '@/components/landers/lander-bar';
import type { SiteParams } from '../layout';

/**
 * The lander layout (spec §2): logo bar, footer and the entry warning for NL and DE. No Redux, SWR or
 * ky here: campaign landers must load at once on a phone, so the only client code is the entry warning
 * and whatever small island a design needs.
 */
export default async function LanderLayout({ children, params }: { children: ReactNode; params: Promise<SiteParams> }) {
  const { site: key, locale } = await params;
  if (isLocale(locale)) setRequestLocale(locale);
  const [site, company, t] = await Promise.all([getSite(key), getCompanyInfo(key), getTranslations('Common')]);
  const entryWarning = await entryWarningTexts(site.name);
  const time = siteTimeSettings(isLocale(locale) ? locale : 'en', site.defaultCountry);
  return (
    <>
      <a href="#main" className="skip-link">{t('skipToContent')}</a>
      <LanderBar siteName={site.name} />
      <main id="main">{children}</main>
      <Footer site={{ name: site.name, companyId: site.companyId }} company={company} year={new Date().getUTCFullYear()} />
      <EntryWarning texts={entryWarning} enabled={site.enableSiteEntryPopup} />
      <SignupEntry siteName={site.name} signups={site.signups} timeZone={time.timeZone} />
    </>
  );
}
