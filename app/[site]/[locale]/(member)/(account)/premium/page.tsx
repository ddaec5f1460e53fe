import { getTranslations } from 'next-intl/server';
import { redirect } from 'next/navigation';
import { PremiumPackages } from '@/components/credits/premium-packages';
import { requireViewer } from '@/lib/server/auth/page-session';
import { offeredPackages } from '@/lib/server/payments/offer';
import { readPageParams, type SiteParams } from '@/lib/server/pages/read-page-params';
import { MoneyPage, moneyMetadata } from '../_money/money-page';
import { Icon } from '@/components/ui/icon';

export const generateMetadata = moneyMetadata('premium');

const BENEFITS = ['photos', 'uploads', 'conversations', 'repeat'] as const;

/**
 * /premium (spec §2, §6): for members who have not bought yet, what the first purchase gives and the
 * packages; a paid member is premium already and buys credits at /credits.
 */
export default async function PremiumPage({ params }: { params: Promise<SiteParams> }) {
  const { site, locale } = await readPageParams(params);
  const viewer = await requireViewer();
  if (viewer.paid) redirect('/credits');
  const [t, offer] = await Promise.all([
    getTranslations('Checkout.premium'),
    offeredPackages({ viewer, siteKey: site.key }),
  ]);
  return (
    <MoneyPage siteKey={site.key} locale={locale} viewer={viewer} title={t('title')} intro={t('intro')}>
      <div className="row g-4 mb-4 align-items-center">
        <div className="col-lg-7">
          <ul className="list-group list-group-flush">
            {BENEFITS.map((b) => (
              <li key={b} className="list-group-item d-flex gap-2">
                <Icon name="check" className="icon text-success mt-1" />
                <span>{t(`benefits.${b}`)}</span>
              </li>
            ))}
          </ul>
          <p className="small text-body-secondary mt-2 mb-0">{t('timeBonusNote')}</p>
        </div>
        <div className="col-lg-5">
          <p className="display-6 fw-bold text-primary mb-0">{t('claim')}</p>
        </div>
      </div>
      <h2 className="h4">{t('packagesTitle')}</h2>
      <PremiumPackages initial={offer} />
    </MoneyPage>
  );
}
