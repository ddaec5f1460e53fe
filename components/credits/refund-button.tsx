'use client';
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useErrorText } from '@/components/ui/use-error-text';
import { asApiError } from '@/lib/api-client/errors';
import { requestRefund } from '@/lib/api-client/payments';
import { useIntentKey } from '@/lib/hooks/use-intent-key';
import type { Receipt } from '@/lib/schemas/payments';

/**
 * A refund of a purchase whose credits are unspent, within the site's refund days: asked first, then
 * refunded through the provider and the credits taken back in one step on the server; the result is shown.
 */
type Props = {
  receipt: Receipt;
  /** Until when a refund may be asked (formatted), or null when it cannot (then only a result just shown stays). */
  until: string | null;
  onDone: () => void;
};

export function RefundButton({ receipt, until, onDone }: Props) {
  const t = useTranslations('Checkout.refund');
  const errorText = useErrorText();
  const { keyFor } = useIntentKey();
  const button = useRef<HTMLButtonElement>(null);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  const close = () => {
    setAsking(false);
    button.current?.focus();
  };
  const refund = async () => {
    setAsking(false);
    setBusy(true);
    setResult(null);
    try {
      await requestRefund(receipt.id, keyFor(`refund:${receipt.id}`));
      setResult({ ok: true, text: t('done', { credits: receipt.credits }) });
      onDone();
    } catch (caught) {
      setResult({ ok: false, text: errorText(asApiError(caught).code) });
    } finally {
      setBusy(false);
    }
  };
  if (until === null && result === null) return null;
  return (
    <div className="mt-4 border-top pt-3">
      {until !== null ? (
        <>
          <p className="small text-body-secondary">{t('rule', { until })}</p>
          <button
            ref={button}
            type="button"
            className="btn btn-outline-danger"
            onClick={() => setAsking(true)}
            disabled={busy}
          >
            {busy ? t('busy') : t('button')}
          </button>
        </>
      ) : null}
      <div role="status" className="mt-2">
        {result ? <p className={`alert ${result.ok ? 'alert-success' : 'alert-danger'} mb-0`}>{result.text}</p> : null}
      </div>
      {asking ? (
        <ConfirmDialog
          title={t('confirmTitle')}
          body={t('confirmBody', { credits: receipt.credits })}
          confirmLabel={t('button')}
          cancelLabel={t('cancel')}
          onConfirm={() => void refund()}
          onCancel={close}
        />
      ) : null}
    </div>
  );
}
