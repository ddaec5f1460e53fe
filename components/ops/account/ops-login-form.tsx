'use client';
import { useState, type FormEvent } from 'react';
import { FormField } from '@/components/ui/form-field';
import { useErrorText } from '@/components/ui/use-error-text';
import { asApiError } from '@/lib/api-client/errors';
import { logInOperator } from '@/lib/api-client/ops-session';
import { reloadConsoleAt } from '@/components/ops/layout/console-navigate';

type Shown = { code: string; params?: Record<string, string | number> };

/**
 * The console's login: e-mail and password; when the server answers totp_required, the six-digit code field
 * appears (the password stays typed) and the same request goes again with it. Every refusal shows its
 * message from the API's error code.
 */
export function OpsLoginForm({ next }: { next: string | null }) {
  const errorText = useErrorText();
  const [busy, setBusy] = useState(false);
  const [askCode, setAskCode] = useState(false);
  const [error, setError] = useState<Shown | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const otp = String(data.get('otp') ?? '').trim();
    setBusy(true);
    setError(null);
    try {
      const session = await logInOperator({
        email: String(data.get('email') ?? ''),
        password: String(data.get('password') ?? ''),
        ...(askCode && otp ? { otp } : {}),
      });
      reloadConsoleAt(session.operator.must_enrol ? '/ops/enrol' : (next ?? session.home));
      return;
    } catch (caught) {
      const failure = asApiError(caught);
      if (failure.code === 'totp_required') {
        setAskCode(true);
        requestAnimationFrame(() => document.getElementById('ops-otp')?.focus());
      }
      const fieldCode = failure.fields?.[0]?.code;
      setError({
        code: failure.code === 'validation_failed' && fieldCode ? fieldCode : failure.code,
        ...(failure.params ? { params: failure.params } : {}),
      });
    }
    setBusy(false);
  };

  return (
    <form onSubmit={submit} noValidate aria-describedby={error ? 'ops-login-error' : undefined}>
      {error ? (
        <div
          id="ops-login-error"
          className={`alert ${error.code === 'totp_required' ? 'alert-info' : 'alert-danger'}`}
          role="alert"
        >
          {errorText(error.code, error.params)}
        </div>
      ) : null}
      <FormField id="ops-email" name="email" type="email" label="E-mail" autoComplete="username" required />
      <FormField
        id="ops-password"
        name="password"
        type="password"
        label="Password"
        autoComplete="current-password"
        required
      />
      {askCode ? (
        <FormField
          id="ops-otp"
          name="otp"
          label="6-digit code from your authenticator app"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9 ]{6,7}"
          maxLength={7}
          required
        />
      ) : null}
      <button type="submit" className="btn btn-primary w-100" disabled={busy}>
        {busy ? 'Logging in…' : 'Log in'}
      </button>
    </form>
  );
}
