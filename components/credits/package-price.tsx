'use client';
import { useTranslations } from 'next-intl';
import { useMoney } from './use-money';

type Props = { listPrice: number; price: number; currency: string; percentage: number | null; large?: boolean };

/** A price with its discount shown: the list price struck through, the percentage, then what is paid. */
export function PackagePrice({ listPrice, price, currency, percentage, large = true }: Props) {
  const t = useTranslations('Checkout.package');
  const money = useMoney();
  const reduced = price < listPrice;
  return (
    <div className="my-2">
      {reduced ? (
        <p className="mb-0">
          <s className="text-body-secondary">
            <span className="visually-hidden">{t('listPrice')} </span>
            {money(listPrice, currency)}
          </s>{' '}
          {percentage ? <span className="badge text-bg-success">{t('percentOff', { percentage })}</span> : null}
        </p>
      ) : null}
      <p className={`fw-bold mb-0 ${large ? 'display-6' : 'fs-4'}`}>
        {reduced ? <span className="visually-hidden">{t('youPay')} </span> : null}
        {money(price, currency)}
      </p>
    </div>
  );
}
