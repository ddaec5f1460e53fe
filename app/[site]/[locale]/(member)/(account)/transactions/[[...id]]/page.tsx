import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { z } from 'zod';
import { ReceiptView } from '@/components/credits/receipt-view';
import { TransactionsList } from '@/components/credits/transactions-list';
import { AppLink as Link } from '@/components/ui/app-link';
import { requireViewer } from '@/lib/server/auth/page-session';
import { readPageParams, type SiteParams } from '@/lib/server/pages/read-page-params';
import { MoneyPage } from '../../_money/money-page';

type Params = SiteParams & { id?: string[] };

export async function generateMetadata({ params }: { params: Promise<Params> }) {
  const { locale, id } = await readPageParams(params);
  const t = await getTranslations({ locale, namespace: 'Checkout.meta' });
  return { title: id ? t('receipt') : t('transactions') };
}

/** /transactions/{id?} (spec §2): every order of the member, or one as its receipt (another member's is a 404 from the API). */
export default async function TransactionsPage({ params }: { params: Promise<Params> }) {
  const { site, locale, id } = await readPageParams(params);
  const orderId = id?.[0];
  if ((id?.length ?? 0) > 1 || (orderId !== undefined && !z.string().uuid().safeParse(orderId).success)) notFound();
  const viewer = await requireViewer();
  const t = await getTranslations('Checkout');
  return (
    <MoneyPage
      siteKey={site.key}
      locale={locale}
      viewer={viewer}
      title={orderId ? t('receipt.title') : t('transactions.title')}
    >
      {orderId ? (
        <>
          <p>
            <Link href="/transactions">{t('transactions.back')}</Link>
          </p>
          <ReceiptView id={orderId} />
        </>
      ) : (
        <TransactionsList />
      )}
    </MoneyPage>
  );
}
