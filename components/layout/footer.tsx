import { AppLink as Link } from '@/components/ui/app-link';
import { useTranslations } from 'next-intl';
import type { CompanyInfo } from '@/lib/schemas/settings';
import { CompanyBlock } from './company-block';

const LINKS = [
  ['terms', '/terms'],
  ['privacy', '/privacy'],
  ['cookies', '/cookies'],
  ['ban', '/ban'],
  ['pricing', '/pricing'],
  ['complaints', '/complaints'],
  ['returnPolicy', '/return-policy'],
  ['faq', '/faq'],
  ['support', '/service'],
] as const;

export const PAYMENT_ICONS = ['mastercard', 'visa', 'applepay'] as const;

/**
 * Footer with every link, the legal disclaimer, payment icons and the company block. The US footer
 * (English in the US) and the traffic-source variant are chosen by CSS from attributes on <html>.
 * Its links prefetch on intent only: on a short page the footer is in view at load, and nine prefetched
 * pages were nine payloads fetched and decoded on the main thread while the page itself was starting (issue 12).
 */
export function Footer({
  site,
  company,
  year,
}: {
  site: { name: string; companyId: number };
  company: CompanyInfo;
  year: number;
}) {
  const t = useTranslations('Footer');
  return (
    <footer className="site-footer bg-light border-top mt-5 py-4">
      <div className="container">
        <nav aria-label={t('legalLinks')}>
          <ul className="list-inline mb-3">
            {LINKS.map(([key, href]) => (
              <li key={key} className="list-inline-item me-3">
                <Link href={href} prefetchOnIntent>
                  {t(key)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="hide-in-us-footer">{t('legalDisclaimer', { name: site.name })}</p>
        <div className="only-us-footer">
          <p>{t('usDisclaimer', { name: site.name })}</p>
          <p>{t('usCompliance')}</p>
        </div>
        <div className="d-flex flex-wrap gap-4 justify-content-between align-items-start">
          <div className="hide-for-ts hide-in-us-footer">
            <CompanyBlock companyId={site.companyId} company={company} />
          </div>
          <div className="payment-icons hide-for-ts hide-in-us-footer" aria-label={t('paymentMethods')} role="group">
            {PAYMENT_ICONS.map((m) => (
              // eslint-disable-next-line @next/next/no-img-element -- tiny static SVGs; the optimizer adds nothing
              <img
                key={m}
                src={`/assets/payment/${m}.svg`}
                alt={m}
                width={45}
                height={28}
                className="me-2"
                loading="lazy"
              />
            ))}
          </div>
        </div>
        <p className="mt-3 mb-0 text-body-secondary">{t('copyright', { year, name: site.name })}</p>
      </div>
    </footer>
  );
}
