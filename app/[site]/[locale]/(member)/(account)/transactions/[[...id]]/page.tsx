import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { ReceiptView } from '@/components/credits/receipt-view';
import { TransactionsList } from '@/components/credits/transactions-list';
import { AppLink as Link } from '@/components/ui/app-link';
import { requireViewer } from '@/lib/server/auth/page-session';
import { getReceipt, isUuid, listTransactions } from '@/lib/server/payments/order-view';
import { readPageParams, type SiteParams } from '@/lib/server/pages/read-page-params';
import { MoneyPage } from '../../_money/money-page';
import { orNotFound } from '../../_money/or-not-found';

type Params = SiteParams & { id?: string[] };

export async function generateMetadata({ params }: { params: Promise<Params> }) {
  const { locale, id } = await readPageParams(params);
  const t = await getTranslations({ locale, namespace: 'Checkout.meta' });
  return { title: id ? t('receipt') : t('transactions') };
}

/** /transactions/{id?} (spec §2): every order of the member, or one as its receipt (another member's is the 404). */
export default async function TransactionsPage({ params }: { params: Promise<Params> }) {
  const { site, locale, id } = await readPageParams(params);
  const orderId = id?.[0];
  if ((id?.length ?? 0) > 1 || (orderId !== undefined && !isUuid(orderId))) notFound();
  const viewer = await requireViewer();
  const [t, receipt, orders] = await Promise.all([
    getTranslations('Checkout'),
    orderId ? orNotFound(getReceipt(viewer, orderId)) : null,
    orderId ? [] : listTransactions(viewer),
  ]);
  return (
    <MoneyPage
      siteKey={site.key}
      locale={locale}
      viewer={viewer}
      title={receipt ? t('receipt.title') : t('transactions.title')}
    >
      {receipt ? (
        <>
          <p>
            <Link href="/transactions">{t('transactions.back')}</Link>
          </p>
          <ReceiptView initial={receipt} />
        </>
      ) : (
        <TransactionsList initial={orders} />
      )}
    </MoneyPage>
  );
}
