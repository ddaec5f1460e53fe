'use client';
import { useTranslations } from 'next-intl';
import { useRef, useState, type MouseEvent, type SyntheticEvent } from 'react';
import { fetchDeleteDiscount } from '@/lib/api-client/settings';
import { DeleteAccountForm } from './delete-account-form';
import { RetentionOfferStep } from './retention-offer-step';

type Step = 'loading' | 'offer' | 'form';

/**
 * The account deletion entry (spec §3, §4): a button that opens a modal dialog which first shows the
 * company's retention offer (when it makes one), then the reasons and the password. Escape and the
 * backdrop close it, except while a request is under way.
 */
export function DeleteAccount() {
  const t = useTranslations('Deletion');
  const dialog = useRef<HTMLDialogElement>(null);
  const [step, setStep] = useState<Step>('loading');
  const [percent, setPercent] = useState(0);

  const busy = () => dialog.current?.querySelector('[aria-busy="true"]') !== null;
  const close = () => {
    if (!busy()) dialog.current?.close();
  };
  const open = async () => {
    setStep('loading');
    dialog.current?.showModal();
    // Without the offer (no discount, or it cannot be loaded) the member goes straight to the form.
    const discount = await fetchDeleteDiscount().catch(() => 0);
    setPercent(discount);
    setStep(discount > 0 ? 'offer' : 'form');
  };
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    close();
  };
  const onBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === dialog.current) close();
  };

  return (
    <section aria-labelledby="settings-delete-title">
      <h3 id="settings-delete-title" className="h6 text-danger">
        {t('title')}
      </h3>
      <p className="text-body-secondary small">{t('intro')}</p>
      <button type="button" className="btn btn-outline-danger" onClick={() => void open()}>
        {t('open')}
      </button>
      <dialog
        ref={dialog}
        className="app-dialog"
        aria-labelledby="delete-dialog-title"
        onCancel={onCancel}
        onClick={onBackdrop}
      >
        <div className="modal-content p-4">
          <div className="d-flex justify-content-between align-items-start mb-3">
            <h2 id="delete-dialog-title" className="h4 mb-0">
              {step === 'offer' ? t('offerTitle') : t('dialogTitle')}
            </h2>
            <button type="button" className="btn-close" aria-label={t('close')} onClick={close} />
          </div>
          {step === 'loading' ? (
            <p role="status" className="mb-0">
              {t('loading')}
            </p>
          ) : null}
          {step === 'offer' ? (
            <RetentionOfferStep percent={percent} onDecline={() => setStep('form')} onClose={close} />
          ) : null}
          {step === 'form' ? <DeleteAccountForm onCancel={close} /> : null}
        </div>
      </dialog>
    </section>
  );
}
