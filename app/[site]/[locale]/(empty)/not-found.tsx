import { locale, site } from 'next/root-params';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Footer } from '@/components/layout/footer';
import { NotFoundContent } from '@/components/layout/not-found-content';
import { LanderBar } from '@/components/landers/lander-bar';
import { isLocale } from '@/lib/config/locales';
import { getCompanyInfo } from '@/lib/server/catalogue/get-company-info';
import { getSite } from '@/lib/server/sites/get-site';
import { siteBrand } from '@/lib/server/sites/site-brand';

/**
 * A 404 in the empty layout (a member's signup page for a member who is not there): the lander layout's frame,
 * the site's logo bar (the member link for a member) and footer, and the way home. Here and not at the root: a
 * layout's not-found UI travels in the payload of every page below it, and the root's is below every page.
 */
export default async function NotFound() {
  const [key, language] = await Promise.all([site(), locale()]);
  if (isLocale(language)) setRequestLocale(language);
  const [siteRecord, company, t] = await Promise.all([getSite(key), getCompanyInfo(key), getTranslations('Common')]);
  return (
    <>
      <a href="#main" className="skip-link">
        {t('skipToContent')}
      </a>
      <LanderBar mark={await siteBrand(siteRecord)} />
      <main id="main">
        <NotFoundContent />
      </main>
      <Footer
        site={{ name: siteRecord.name, companyId: siteRecord.companyId }}
        company={company}
        year={new Date().getUTCFullYear()}
      />
    </>
  );
}
