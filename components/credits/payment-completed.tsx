'use client';
import { useTranslations } from 'next-intl';
import { AppLink as Link } from '@/components/ui/app-link';
import { useTransactions } from '@/lib/hooks/use-transactions';
import { useUser } from '@/lib/hooks/use-user';
import type { Order } from '@/lib/schemas/payments';
import { findMembersPath } from '@/lib/utils/member-destinations';
import { isFirstPurchase } from './first-purchase';

/** A paid order: the credits it brought, the balance now, premium on the first purchase, and where to go next. */
export function PaymentCompleted({ order }: { order: Order }) {
  const t = useTranslations('Checkout.result');
  const { user } = useUser();
  const { data } = useTransactions();
  const first = data ? isFirstPurchase(order, data.transactions) : false;
  return (
    <>
      <p className="alert alert-success" role="status">
        {t('paid', { credits: order.credits })}
        {typeof user?.credits === 'number' ? <> {t('balance', { credits: user.credits })}</> : null}
      </p>
      {first ? <p className="fs-5">{t('premiumNow')}</p> : null}
      <div className="d-flex flex-wrap gap-2">
        <Link href="/chats" className="btn btn-primary">
          {t('toChats')}
        </Link>
        <Link href={findMembersPath()} className="btn btn-outline-primary">
          {t('toSearch')}
        </Link>
        <Link href={`/transactions/${order.id}`} className="btn btn-outline-secondary">
          {t('toReceipt')}
        </Link>
      </div>
    </>
  );
}
