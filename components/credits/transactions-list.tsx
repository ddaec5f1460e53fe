'use client';
import { useTranslations } from 'next-intl';
import { useDateFormat } from '@/components/shell/time-provider';
import { AppLink as Link } from '@/components/ui/app-link';
import { useTransactions } from '@/lib/hooks/use-transactions';
import type { Order } from '@/lib/schemas/payments';
import { SHORT_DATE_TIME } from '@/lib/utils/time';
import { OrderStatusBadge } from './order-status-badge';
import { useMoney } from './use-money';

/** /transactions: every order of the member with date, package, credits, amount, method and status; each opens its receipt. */
export function TransactionsList({ initial }: { initial: Order[] }) {
  const t = useTranslations('Checkout');
  const money = useMoney();
  const formatDate = useDateFormat(SHORT_DATE_TIME);
  const transactions = useTransactions({ transactions: initial }).data?.transactions ?? initial;
  if (transactions.length === 0) {
    return (
      <div className="alert alert-info">
        <p>{t('transactions.empty')}</p>
        <Link href="/credits" className="btn btn-primary">
          {t('allPackages')}
        </Link>
      </div>
    );
  }
  return (
    <ul className="list-group">
      {transactions.map((o) => (
        <li key={o.id} className="list-group-item">
          <Link href={`/transactions/${o.id}`} className="d-block text-reset text-decoration-none py-1">
            <span className="d-flex flex-wrap justify-content-between gap-2">
              <span className="fw-semibold text-decoration-underline">
                {t('package.credits', { credits: o.credits })}
              </span>
              <span className="fw-semibold">{money(o.amount, o.currency)}</span>
            </span>
            <span className="d-flex flex-wrap justify-content-between gap-2 small text-body-secondary">
              <time dateTime={o.created_at}>{formatDate(o.created_at)}</time>
              <span>{t(`methods.${o.method}`)}</span>
              <OrderStatusBadge status={o.status} />
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
