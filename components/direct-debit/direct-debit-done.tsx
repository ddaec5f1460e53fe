'use client';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import type { DirectDebitResult } from '@/lib/schemas/direct-debit';
import { AppLink as Link } from '@/components/ui/app-link';

/** After the mandate: the order is pending until the provider collects; the credits come with the collection. */
export function DirectDebitDone({ result, amount }: { result: DirectDebitResult; amount: string }) {
  const t = useTranslations('DirectDebit.done');
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      className="border border-success rounded p-3"
      role="status"
      data-testid="direct-debit-done"
    >
      <h2 className="h4">{t('title')}</h2>
      <p>{t('body', { amount, account: result.mandate.label, credits: result.order.credits })}</p>
      <dl className="row mb-2">
        <dt className="col-sm-5">{t('status')}</dt>
        <dd className="col-sm-7" data-order-status={result.order.status}>
          {t('pending')}
        </dd>
        <dt className="col-sm-5">{t('reference')}</dt>
        <dd className="col-sm-7 text-break">{result.mandate.reference}</dd>
      </dl>
      <Link href="/transactions" className="btn btn-primary">
        {t('transactions')}
      </Link>
    </div>
  );
}
