import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getFormatter, getMessages, getTranslations } from 'next-intl/server';
import { LOCALES, LOCALE_NAMES, type Locale } from '@/lib/config/locales';
import { COUNTRIES } from '@/lib/config/countries';
import { getCompanyInfo } from '@/lib/server/catalogue/get-company-info';
import { listPackagePrices } from '@/lib/server/catalogue/list-package-prices';
import { absoluteUrl, pageMetadata } from '@/lib/server/seo/page-metadata';
import type { SiteRecord } from '@/lib/server/sites/get-site';
import { breadcrumbLd } from '@/lib/utils/structured-data';
import { termsVersionDate } from '@/lib/utils/terms-date';
import { LegalDocument, type LegalName } from '@/components/legal/legal-document';
import { FaqPage, ServicePage } from '@/components/legal/info-pages';
import { LangConfig } from '@/components/legal/lang-config';
import { PricingTable, type PricedPackage } from '@/components/legal/pricing-table';
import { JsonLd } from '@/components/seo/json-ld';
import { readPageParams, type SiteParams } from '@/lib/server/pages/read-page-params';

const LEGAL: Record<string, LegalName> = {
  terms: 'terms',
  privacy: 'privacy',
  cookies: 'cookies',
  ban: 'ban',
  'return-policy': 'returnPolicy',
};
const OTHER = ['service', 'faq', 'pricing', 'lang-config'] as const;
const TITLES: Record<string, string> = {
  service: 'service',
  faq: 'faq',
  pricing: 'pricing',
  'lang-config': 'langConfig',
};

export type StaticPageName =
  'terms' | 'privacy' | 'cookies' | 'ban' | 'return-policy' | 'service' | 'faq' | 'pricing' | 'lang-config';
type Props = { params: Promise<SiteParams> };

export async function staticPageMetadata(page: StaticPageName, { params }: Props): Promise<Metadata> {
  const { locale, site } = await readPageParams(params);
  const namespace = LEGAL[page] ?? TITLES[page];
  if (!namespace) return {};
  const [messages, t] = await Promise.all([getMessages({ locale }), getTranslations({ locale, namespace: 'Legal' })]);
  const entry = (messages.Legal as Record<string, { title?: string; intro?: string }>)[namespace];
  const values = { siteName: site.name, companyName: site.company.name, refundDays: site.refundDays };
  // Section keys are dynamic here, so the translator is addressed with a plain string.
  const format = t as unknown as (key: string, values?: Record<string, string | number>) => string;
  // The FAQ has no introduction of its own; search results still need a description of the page.
  const description = entry?.intro
    ? format(`${namespace}.intro`, values)
    : (await getTranslations({ locale, namespace: 'Seo' }))('faqDescription', { siteName: site.name });
  return pageMetadata({ site, locale, path: `/${page}`, title: entry?.title ?? site.name, description });
}

/**
 * The static and legal pages (spec §2): the same for every visitor of a site and language, so cached.
 * Each has its own route folder, so that no made-up path is ever rendered into the page cache.
 */
export async function StaticPage({ page, params }: Props & { page: StaticPageName }) {
  const { site, locale } = await readPageParams(params);
  if (!(page in LEGAL) && !(OTHER as readonly string[]).includes(page)) notFound();
  const [messages, tc] = await Promise.all([getMessages(), getTranslations('Common')]);
  const title =
    (messages.Legal as Record<string, { title?: string }>)[LEGAL[page] ?? TITLES[page] ?? '']?.title ?? page;
  // Home › page, for search results (BreadcrumbList).
  const trail = breadcrumbLd([
    { name: tc('home'), url: absoluteUrl(site, '/') },
    { name: title, url: absoluteUrl(site, `/${page}`) },
  ]);
  return (
    <>
      <JsonLd data={trail} />
      <StaticPageBody page={page} site={site} locale={locale} />
    </>
  );
}

async function StaticPageBody({ page, site, locale }: { page: StaticPageName; site: SiteRecord; locale: Locale }) {
  const [company, format] = await Promise.all([getCompanyInfo(site.key), getFormatter()]);
  const values = {
    siteName: site.name,
    companyName: company.name,
    address: company.address,
    zip: company.zip,
    city: company.city,
    country: company.country,
    kvk: company.kvk,
    vat: company.vat_numbers.join(', '),
    supportEmail: site.supportEmail,
    supportPhone: site.supportPhone,
    refundDays: site.refundDays,
    signupCredits: site.signupCredits,
    messageCredits: site.messageCredits,
  };
  const legal = LEGAL[page];
  if (legal) {
    const version =
      legal === 'terms'
        ? format.dateTime(termsVersionDate(company.added), { dateStyle: 'long', timeZone: 'UTC' })
        : undefined;
    return <LegalDocument name={legal} values={values} version={version} />;
  }
  if (page === 'service') return <ServicePage values={values} />;
  if (page === 'faq') return <FaqPage values={values} />;

  const t = await getTranslations('Legal');
  const messages = await getMessages();
  if (page === 'pricing') {
    const countryNames = messages.Countries as Record<string, string>;
    const countries = Object.fromEntries(COUNTRIES.map((c) => [c, countryNames[c] ?? c]));
    // Formatted here, not in the browser: the page's client code is the country choice only (issue 12).
    const packages: PricedPackage[] = (await listPackagePrices()).map((p) => ({
      key: p.key,
      highlighted: p.highlighted,
      title: t('pricing.package', { credits: p.credits }),
      bonus: p.bonus > 0 ? t('pricing.bonus', { bonus: p.bonus }) : null,
      prices: Object.fromEntries(
        Object.entries(p.prices).map(([country, price]) => [
          country,
          new Intl.NumberFormat(locale, { style: 'currency', currency: price.currency }).format(price.amount / 100),
        ]),
      ),
    }));
    const notes = Object.fromEntries(
      [...COUNTRIES, site.defaultCountry].map((c) => [c, t('pricing.countryNote', { country: countries[c] ?? c })]),
    );
    return (
      <article className="container py-5">
        <h1>{t('pricing.title')}</h1>
        <p className="lead">{t('pricing.intro')}</p>
        <PricingTable
          packages={packages}
          countries={countries}
          notes={notes}
          defaultCountry={site.defaultCountry}
          labels={{ popular: t('pricing.popular'), chooseCountry: t('pricing.chooseCountry'), buy: t('pricing.buy') }}
        />
        <p className="mt-3">{t('pricing.perMessage', { messageCredits: site.messageCredits })}</p>
      </article>
    );
  }
  return (
    <article className="container py-5" style={{ maxWidth: 820 }}>
      <h1>{t('langConfig.title')}</h1>
      <p className="lead">{t('langConfig.intro', { siteName: site.name })}</p>
      <LangConfig
        current={locale}
        labels={{
          current: t('langConfig.current'),
          choose: Object.fromEntries(
            LOCALES.map((l) => [l, t('langConfig.choose', { language: LOCALE_NAMES[l] })]),
          ) as Record<Locale, string>,
        }}
      />
    </article>
  );
}
