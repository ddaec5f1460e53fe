'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { resendActivation } from '@/lib/api-client/accounts';
import { ApiError } from '@/lib/api-client/errors';
import { useErrorText } from '@/components/ui/use-error-text';

/** Asks for a new activation mail (signed-in members only; the server allows 3 a day). */
export function ResendActivationButton() {
  const t = useTranslations('Activation');
  const errorText = useErrorText();
  const [state, setState] = useState<'idle' | 'busy' | 'sent' | { error: string }>('idle');
  const send = async () => {
    setState('busy');
    try {
      await resendActivation();
      setState('sent');
    } catch (error) {
      setState({ error: error instanceof ApiError ? error.code : 'network_error' });
    }
  };
  if (state === 'sent')
    return (
      <p role="status" className="alert alert-success">
        {t('resent')}
      </p>
    );
  return (
    <div>
      {typeof state === 'object' ? (
        <p role="alert" className="alert alert-danger">
          {errorText(state.error)}
        </p>
      ) : null}
      <button type="button" className="btn btn-primary" onClick={() => void send()} disabled={state === 'busy'}>
        {state === 'busy' ? t('resending') : t('resend')}
      </button>
    </div>
  );
}
