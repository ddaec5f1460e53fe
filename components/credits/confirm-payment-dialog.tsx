'use client';
import { useTranslations } from 'next-intl';
import { ModalDialog } from '@/components/ui/modal-dialog';

type Props = {
  amount: string;
  credits: number;
  bonus: number;
  method: string;
  busy: boolean;
  /** The translated reason the last attempt failed; the member may try again with the same order intent. */
  error: string | null;
  /** Said before paying when the server's amount differs from the one shown before (a discount ended meanwhile). */
  notice?: string | null;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * The payment confirm modal (spec §2): the total and what the member gets, before anything is made. Focus
 * starts on "Cancel" (Enter never pays by accident); while the order is being made both buttons wait,
 * and Escape is ignored so the member is not left guessing whether it was sent.
 */
export function ConfirmPaymentDialog({
  amount,
  credits,
  bonus,
  method,
  busy,
  error,
  notice,
  onConfirm,
  onCancel,
}: Props) {
  const t = useTranslations('Checkout.confirm');
  return (
    <ModalDialog title={t('title')} onCancel={() => (busy ? undefined : onCancel())}>
      {(bodyId) => (
        <>
          <p id={bodyId} className="fs-5">
            {bonus > 0 ? t('body', { amount, credits, bonus }) : t('bodyNoBonus', { amount, credits })}
          </p>
          <p className="text-body-secondary">{t('method', { method })}</p>
          {notice ? (
            <p className="alert alert-info" role="status">
              {notice}
            </p>
          ) : null}
          {error ? (
            <p className="alert alert-danger" role="alert">
              {error}
            </p>
          ) : null}
          <div className="d-flex flex-wrap gap-2 justify-content-end">
            <button type="button" className="btn btn-outline-secondary" onClick={onCancel} disabled={busy} autoFocus>
              {t('cancel')}
            </button>
            <button type="button" className="btn btn-primary" onClick={onConfirm} disabled={busy} aria-busy={busy}>
              {busy ? t('busy') : error ? t('retry') : t('pay')}
            </button>
          </div>
        </>
      )}
    </ModalDialog>
  );
}
