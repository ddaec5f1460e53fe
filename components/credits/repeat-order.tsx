'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { AppLink as Link } from '@/components/ui/app-link';
import { useErrorText } from '@/components/ui/use-error-text';
import { usePackages } from '@/lib/hooks/use-packages';
import { useTransactions } from '@/lib/hooks/use-transactions';
import type { Order, PackagesResponse } from '@/lib/schemas/payments';
import { ConfirmPaymentDialog } from './confirm-payment-dialog';
import { PackageCard } from './package-card';
import { useMoney } from './use-money';
import { usePlaceOrder } from './use-place-order';

/**
 * /credits/repeat-order: the member's last package again, charged to the payment method stored with their
 * first purchase (a mandate), after the confirm modal. Without a stored method it says so and leads to /credits.
 */
export function RepeatOrder({ initial }: { initial: { offer: PackagesResponse; orders: Order[] } }) {
  const t = useTranslations('Checkout.repeat');
  const tc = useTranslations('Checkout');
  const errorText = useErrorText();
  const money = useMoney();
  const offer = usePackages(initial.offer).data ?? initial.offer;
  const orders = useTransactions({ transactions: initial.orders }).data?.transactions ?? initial.orders;
  const order = usePlaceOrder();
  const [confirming, setConfirming] = useState(false);

  const last = orders.find((o) => o.status === 'paid');
  const pkg = last ? offer.packages.find((p) => p.id === last.package) : undefined;
  if (!last || !pkg || order.error === 'mandate_required') {
    return (
      <div className="alert alert-info" role="status">
        <p>{last ? errorText('mandate_required') : t('none')}</p>
        <Link href="/credits" className="btn btn-primary">
          {tc('allPackages')}
        </Link>
      </div>
    );
  }
  return (
    <div className="row g-4">
      <div className="col-md-5 col-lg-4">
        <PackageCard pkg={pkg} percentage={offer.discount?.percentage ?? null} />
      </div>
      <div className="col-md-7 col-lg-8">
        <p>{t('explain', { method: tc(`methods.${last.method}`) })}</p>
        <button
          type="button"
          className="btn btn-primary btn-lg"
          onClick={() => setConfirming(true)}
          disabled={order.busy}
        >
          {t('button')}
        </button>
      </div>
      {confirming ? (
        <ConfirmPaymentDialog
          amount={money(pkg.price, pkg.currency)}
          credits={pkg.credits}
          bonus={pkg.bonus}
          method={t('storedMethod')}
          busy={order.busy}
          error={order.error ? errorText(order.error) : null}
          onConfirm={() => void order.repeat()}
          onCancel={() => (order.reset(), setConfirming(false))}
        />
      ) : null}
    </div>
  );
}
