'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useErrorText } from '@/components/ui/use-error-text';
import { useDateFormat } from '@/components/shell/time-provider';
import { asApiError } from '@/lib/api-client/errors';
import { acceptRetentionOffer } from '@/lib/api-client/settings';
import type { RetentionOffer } from '@/lib/schemas/account-settings';
import { LONG_DATE } from '@/lib/utils/time';

/** "Stay and get {percent}% off your next purchase": accepting shows the member's personal code; declining goes on to the deletion form. */
export function RetentionOfferStep({
  percent,
  onDecline,
  onClose,
}: {
  percent: number;
  onDecline: () => void;
  onClose: () => void;
}) {
  const t = useTranslations('Deletion');
  const formatDate = useDateFormat(LONG_DATE);
  const errorText = useErrorText();
  const [busy, setBusy] = useState(false);
  const [offer, setOffer] = useState<RetentionOffer | null>(null);
  const [error, setError] = useState<string | null>(null);

  const accept = async () => {
    setBusy(true);
    setError(null);
    try {
      setOffer(await acceptRetentionOffer());
    } catch (caught) {
      setError(asApiError(caught).code);
    }
    setBusy(false);
  };

  if (offer) {
    return (
      <div role="status">
        <p>{t('offerAccepted', { percent: offer.percent })}</p>
        <p className="fs-4 fw-bold text-center font-monospace" data-testid="retention-code">
          {offer.code}
        </p>
        <p className="small text-body-secondary">{t('offerValidUntil', { date: formatDate(offer.expires_at) })}</p>
        <button type="button" className="btn btn-primary w-100" onClick={onClose}>
          {t('offerDone')}
        </button>
      </div>
    );
  }
  return (
    <div aria-busy={busy}>
      <p className="lead">{t('offerBody', { percent })}</p>
      {error ? (
        <div className="alert alert-danger" role="alert">
          {errorText(error)}
        </div>
      ) : null}
      <div className="d-grid gap-2">
        <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void accept()}>
          {t('offerAccept', { percent })}
        </button>
        <button type="button" className="btn btn-link text-body-secondary" disabled={busy} onClick={onDecline}>
          {t('offerDecline')}
        </button>
      </div>
    </div>
  );
}
