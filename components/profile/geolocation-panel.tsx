'use client';
import { useTranslations } from 'next-intl';
import type { GeocodeResult } from '@/lib/schemas/profile';
import { useGeolocation } from './use-geolocation';

/**
 * "Use my current location" with a message for each state: the five permission states of spec §4
 * and the outcome of the last attempt. Nothing is asked of the browser before the member clicks.
 */
export function GeolocationPanel({ onStored }: { onStored: (result: GeocodeResult) => void }) {
  const t = useTranslations('Location');
  const geo = useGeolocation(onStored);
  const busy = geo.phase === 'locating' || geo.phase === 'saving';

  let message: { text: string; tone: 'info' | 'success' | 'warning' | 'danger' } | null = null;
  if (geo.permission === 'unsupported') message = { text: t('unsupported'), tone: 'info' };
  else if (geo.permission === 'denied') message = { text: t('denied'), tone: 'warning' };
  else if (geo.phase === 'locating') message = { text: t('locating'), tone: 'info' };
  else if (geo.phase === 'saving') message = { text: t('saving'), tone: 'info' };
  else if (geo.phase === 'stored') message = { text: t('stored'), tone: 'success' };
  else if (geo.phase === 'not_served') message = { text: t('notServed'), tone: 'warning' };
  else if (geo.phase === 'failed')
    message = {
      text:
        geo.failure === 'timeout'
          ? t('timeout')
          : geo.failure === 'request_failed'
            ? t('requestFailed')
            : t('unavailable'),
      tone: 'danger',
    };
  else if (geo.permission === 'prompt' || geo.permission === 'unknown')
    message = { text: t('promptHint'), tone: 'info' };
  else if (geo.permission === 'granted') message = { text: t('grantedHint'), tone: 'info' };

  return (
    <div className="mt-3" data-geo-permission={geo.permission} data-geo-phase={geo.phase}>
      {geo.permission !== 'unsupported' ? (
        <button
          type="button"
          className="btn btn-outline-primary"
          onClick={() => void geo.locate()}
          disabled={!geo.canLocate}
          aria-busy={busy}
        >
          {busy ? <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" /> : null}
          {t('useMyLocation')}
        </button>
      ) : null}
      {message ? (
        <p
          className={`small mt-2 mb-0 text-${message.tone === 'info' ? 'body-secondary' : `${message.tone}-emphasis`}`}
          role="status"
        >
          {message.text}
        </p>
      ) : null}
    </div>
  );
}
