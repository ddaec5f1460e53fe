'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useErrorText } from '@/components/ui/use-error-text';
import type { PaymentMethod } from '@/lib/config/payments';
import type { DiscountCode, OfferedPackage, PackagesResponse } from '@/lib/schemas/payments';
import { ConfirmPaymentDialog } from './confirm-payment-dialog';
import { DiscountCodeSelector } from './discount-code-selector';
import { discountProblem } from './discount-rules';
import { DiscountNote } from './discount-note';
import { MethodPicker } from './method-picker';
import { useOfferedMethods } from './method-list';
import { PackageCard } from './package-card';
import { PackagePrice } from './package-price';
import { previewDiscounted, useMoney } from './use-money';
import { usePlaceOrder } from './use-place-order';

type Props = { offer: PackagesResponse; pkg: OfferedPackage; initialMethod: PaymentMethod | null };

/** The checkout of one package: method, discount code, the total, the confirm modal, then the provider's payment page. */
export function CheckoutForm({ offer, pkg, initialMethod }: Props) {
  const t = useTranslations('Checkout');
  const errorText = useErrorText();
  const money = useMoney();
  const methods = useOfferedMethods(offer.methods);
  const payable: PaymentMethod[] = methods.filter((m) => m !== 'directdebit');
  const [picked, setPicked] = useState<PaymentMethod | null>(null);
  const method = picked ?? (initialMethod && payable.includes(initialMethod) ? initialMethod : (payable[0] ?? null));
  const [code, setCode] = useState<DiscountCode | null>(null);
  const [confirming, setConfirming] = useState(false);
  const order = usePlaceOrder();

  const problem = code
    ? discountProblem(code, { country: offer.country, currency: pkg.currency, method, listPrice: pkg.list_price })
    : null;
  // A code replaces the automatic discount (one discount per order); without one the offer's price stands.
  const percentage = code ? code.value_percentage : (offer.discount?.percentage ?? null);
  const price = code ? previewDiscounted(pkg.list_price, code.value_percentage) : pkg.price;
  const shown = order.changed ? order.changed.amount : price;

  const choose = (m: PaymentMethod) => {
    setPicked(m);
    // The address names the method (spec §2: /credits/{id}/{paymentmethod}), so a reload or a shared link keeps it.
    window.history.replaceState(null, '', `/credits/${encodeURIComponent(pkg.id)}/${m}`);
  };
  const confirm = () => {
    // The member saw the server's new amount and agreed: that order is paid, no second one is made.
    if (order.changed) return order.proceed(order.changed);
    if (!method) return;
    void order.place({ package: pkg.id, method, ...(code ? { discount_code: code.code } : {}) }, price);
  };
  const cancel = () => {
    order.reset();
    setConfirming(false);
  };

  return (
    <div className="row g-4">
      <div className="col-md-5 col-lg-4">
        <PackageCard pkg={pkg} percentage={percentage} price={price} />
      </div>
      <div className="col-md-7 col-lg-8">
        {offer.discount && !code ? <DiscountNote discount={offer.discount} /> : null}
        <MethodPicker packageId={pkg.id} methods={methods} value={method} onChange={choose} />
        <DiscountCodeSelector applied={code} onApply={setCode} problem={problem} />
        {code && offer.discount && offer.discount.percentage > code.value_percentage ? (
          <p className="alert alert-warning">{t('code.lower', { percentage: offer.discount.percentage })}</p>
        ) : null}
        <div className="d-flex flex-wrap align-items-end justify-content-between gap-3 border-top pt-3">
          <div>
            <span className="text-body-secondary">{t('total')}</span>
            <PackagePrice
              listPrice={pkg.list_price}
              price={price}
              currency={pkg.currency}
              percentage={percentage}
              large={false}
            />
          </div>
          <button
            type="button"
            className="btn btn-primary btn-lg"
            disabled={!method || problem !== null || order.busy}
            onClick={() => setConfirming(true)}
          >
            {t('pay')}
          </button>
        </div>
        {payable.length === 0 ? (
          <p className="alert alert-warning mt-3">{errorText('payment_method_unavailable')}</p>
        ) : null}
      </div>
      {confirming && method ? (
        <ConfirmPaymentDialog
          amount={money(shown, pkg.currency)}
          credits={pkg.credits}
          bonus={pkg.bonus}
          method={t(`methods.${method}`)}
          busy={order.busy}
          error={order.error ? errorText(order.error) : null}
          notice={order.changed ? t('confirm.changed') : null}
          onConfirm={confirm}
          onCancel={cancel}
        />
      ) : null}
    </div>
  );
}
