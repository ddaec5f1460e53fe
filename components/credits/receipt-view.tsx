'use client';
import { useLocale, useTranslations } from 'next-intl';
import { useDateFormat } from '@/components/shell/time-provider';
import { useReceipt } from '@/lib/hooks/use-transactions';
import type { Receipt } from '@/lib/schemas/payments';
import { SHORT_DATE_TIME } from '@/lib/utils/time';
import { OrderStatusBadge } from './order-status-badge';
import { RefundButton } from './refund-button';
import { useMoney } from './use-money';

function countryName(locale: string, code: string): string {
  try {
    return /^[A-Z]{2}$/.test(code) ? (new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code) : code;
  } catch {
    return code;
  }
}

/** Who sold it (processors require the company's name, address, kvk and VAT numbers on a receipt). */
function Seller({ company }: { company: Receipt['company'] }) {
  const t = useTranslations('Checkout.receipt');
  const locale = useLocale();
  return (
    <address className="mb-0">
      <strong>{company.name}</strong>
      <br />
      {company.address}
      <br />
      {company.zip} {company.city}
      <br />
      {countryName(locale, company.country)}
      <br />
      {t('kvk', { kvk: company.kvk })}
      {company.vat_numbers.map((vat) => (
        <span key={vat}>
          <br />
          {t('vat', { vat })}
        </span>
      ))}
    </address>
  );
}

/** /transactions/{id}: one order as a receipt, with the refund while one may be asked. */
export function ReceiptView({ initial }: { initial: Receipt }) {
  const t = useTranslations('Checkout');
  const money = useMoney();
  const formatDate = useDateFormat(SHORT_DATE_TIME);
  const { data, mutate } = useReceipt(initial.id, { transaction: initial });
  const r = data?.transaction ?? initial;
  const rows: [string, string][] = [
    [t('receipt.number'), r.id],
    [t('receipt.date'), formatDate(r.created_at)],
    ...(r.paid_at ? [[t('receipt.paidAt'), formatDate(r.paid_at)] as [string, string]] : []),
    [t('receipt.package'), t('package.credits', { credits: r.credits })],
    [t('receipt.listAmount'), money(r.list_amount, r.currency)],
    ...(r.discount_amount > 0
      ? [
          [t('receipt.discount', { code: r.discount_code ?? '' }), `− ${money(r.discount_amount, r.currency)}`] as [
            string,
            string,
          ],
        ]
      : []),
    [t('receipt.amount'), money(r.amount, r.currency)],
    [t('receipt.method'), t(`methods.${r.method}`)],
  ];
  return (
    <div className="card shadow-sm">
      <div className="card-body p-4">
        <div className="d-flex flex-wrap justify-content-between gap-3 mb-3">
          <Seller company={r.company} />
          <div>
            <OrderStatusBadge status={r.status} />
          </div>
        </div>
        <dl className="mb-0">
          {rows.map(([label, value]) => (
            <div key={label} className="row">
              <dt className="col-sm-4">{label}</dt>
              <dd className="col-sm-8 text-break">{value}</dd>
            </div>
          ))}
        </dl>
        {r.refunded_credits > 0 ? (
          <p className="mt-3 mb-0">{t('receipt.refunded', { credits: r.refunded_credits })}</p>
        ) : null}
        <RefundButton
          receipt={r}
          until={r.refundable_until && r.status === 'paid' ? formatDate(r.refundable_until) : null}
          onDone={() => void mutate()}
        />
      </div>
    </div>
  );
}
