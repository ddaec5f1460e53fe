'use client';
import Image from 'next/image';
import { useState, type FormEvent } from 'react';
import { FormField } from '@/components/ui/form-field';
import { useErrorText } from '@/components/ui/use-error-text';
import { reloadConsoleAt } from '@/components/ops/layout/console-navigate';
import { asApiError, type ApiError } from '@/lib/api-client/errors';
import { confirmTotp, startTotpEnrolment, type TotpEnrolment as Enrolment } from '@/lib/api-client/ops-session';

/** The secret in groups of four, as an authenticator app asks for it when the QR code cannot be scanned. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

/**
 * Enrolment of the second factor: a new secret as a QR code (drawn on the server) and as text, then the first
 * code from the app enables it, and the console opens with a fresh session.
 */
export function TotpEnrolment({ home }: { home: string }) {
  const errorText = useErrorText();
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);

  const start = async () => {
    setBusy(true);
    setError(null);
    try {
      setEnrolment(await startTotpEnrolment());
    } catch (caught) {
      setError(asApiError(caught));
    }
    setBusy(false);
  };

  const confirm = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const otp = String(new FormData(event.currentTarget).get('otp') ?? '');
    setBusy(true);
    setError(null);
    try {
      const session = await confirmTotp(otp);
      reloadConsoleAt(session.home === '/ops/enrol' ? home : session.home);
      return;
    } catch (caught) {
      setError(asApiError(caught));
    }
    setBusy(false);
  };

  const message = error ? errorText(error.fields?.[0]?.code ?? error.code, error.params) : null;
  if (!enrolment)
    return (
      <div>
        {message ? (
          <div className="alert alert-danger" role="alert">
            {message}
          </div>
        ) : null}
        <button type="button" className="btn btn-primary" onClick={start} disabled={busy}>
          {busy ? 'Preparing…' : 'Set up two-step verification'}
        </button>
      </div>
    );
  return (
    <div className="row g-4">
      <div className="col-12 col-md-auto">
        <Image
          unoptimized
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qr_svg)}`}
          alt="QR code to scan with your authenticator app"
          width={220}
          height={220}
          className="border rounded bg-white"
        />
      </div>
      <div className="col-12 col-md">
        <ol className="ps-3">
          <li>Open an authenticator app (for example Google Authenticator, Microsoft Authenticator or 1Password).</li>
          <li>Scan the QR code, or enter this key by hand:</li>
        </ol>
        <p>
          <code className="fs-6 user-select-all" aria-label="Setup key">
            {grouped(enrolment.secret)}
          </code>
        </p>
        <form onSubmit={confirm} noValidate>
          {message ? (
            <div className="alert alert-danger" role="alert">
              {message}
            </div>
          ) : null}
          <FormField
            id="enrol-otp"
            name="otp"
            label="6-digit code from the app"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            required
          />
          <div className="d-flex gap-2 flex-wrap">
            <button type="submit" className="btn btn-primary" disabled={busy}>
              {busy ? 'Checking…' : 'Turn on'}
            </button>
            <button type="button" className="btn btn-outline-secondary" onClick={start} disabled={busy}>
              New key
            </button>
          </div>
        </form>
      </div>
    </div>
  );
}
