import { getTranslations } from 'next-intl/server';
import { CreditsOverview } from '@/components/credits/credits-overview';
import { requireViewer } from '@/lib/server/auth/page-session';
import { readPageParams, type SiteParams } from '@/lib/server/pages/read-page-params';
import { MoneyPage, moneyMetadata } from '../_money/money-page';

export const generateMetadata = moneyMetadata('credits');

/** /credits (spec §2): the four packages in the member's price, the active discount, the methods of their country. */
export default async function CreditsPage({ params }: { params: Promise<SiteParams> }) {
  const { site, locale } = await readPageParams(params);
  const viewer = await requireViewer();
  const t = await getTranslations('Checkout');
  return (
    <MoneyPage siteKey={site.key} locale={locale} viewer={viewer} title={t('title')} intro={t('intro')}>
      {/* Only a paid member can have a stored method to repeat with (spec §6: credits menu and repeat order). */}
      <CreditsOverview canRepeat={viewer.paid} />
    </MoneyPage>
  );
}
