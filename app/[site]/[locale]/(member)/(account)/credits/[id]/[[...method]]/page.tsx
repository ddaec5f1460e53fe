import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { Checkout } from '@/components/credits/checkout';
import { AppLink as Link } from '@/components/ui/app-link';
import { PAYMENT_METHODS, type PaymentMethod } from '@/lib/config/payments';
import { packageIdSchema } from '@/lib/schemas/payments';
import { requireViewer } from '@/lib/server/auth/page-session';
import { offeredPackages } from '@/lib/server/payments/offer';
import { readPageParams, type SiteParams } from '@/lib/server/pages/read-page-params';
import { MoneyPage, moneyMetadata } from '../../../_money/money-page';

type Params = SiteParams & { id: string; method?: string[] };

export const generateMetadata = moneyMetadata('checkout');

function isMethod(value: string): value is PaymentMethod {
  return (PAYMENT_METHODS as readonly string[]).includes(value);
}

/** /credits/{id}/{paymentmethod?} (spec §2): a malformed package or an unknown method is the 404; an unoffered one says so. */
export default async function CheckoutPage({ params }: { params: Promise<Params> }) {
  const { site, locale, id, method } = await readPageParams(params);
  if (!packageIdSchema.safeParse(id).success || (method?.length ?? 0) > 1) notFound();
  const chosen = method?.[0] ?? null;
  if (chosen !== null && !isMethod(chosen)) notFound();
  const viewer = await requireViewer();
  const [t, offer] = await Promise.all([getTranslations('Checkout'), offeredPackages({ viewer, siteKey: site.key })]);
  return (
    <MoneyPage siteKey={site.key} locale={locale} viewer={viewer} title={t('checkoutTitle')}>
      <p>
        <Link href="/credits">{t('allPackages')}</Link>
      </p>
      <Checkout packageId={id} initialMethod={chosen} initial={offer} />
    </MoneyPage>
  );
}
