'use client';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { AppLink as Link } from '@/components/ui/app-link';
import { requestPasswordReset } from '@/lib/api-client/accounts';
import { placeErrors, type GeneralError } from '@/components/ui/form-errors';
import { FormField } from '@/components/ui/form-field';
import { useErrorText } from '@/components/ui/use-error-text';

/** /reset-password: the answer is the same whether or not the address has an account (README, enumeration policy). */
export function PasswordResetRequestForm() {
  const t = useTranslations('PasswordReset');
  const errorText = useErrorText();
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<(GeneralError & { field: boolean }) | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    setBusy(true);
    setError(null);
    try {
      await requestPasswordReset({ email });
      setSentTo(email);
    } catch (caught) {
      const { fields, general } = placeErrors(caught, ['email']);
      setError(
        fields.email ? { field: true, code: fields.email } : { field: false, ...(general ?? { code: 'generic' }) },
      );
    } finally {
      setBusy(false);
    }
  };

  if (sentTo) {
    return (
      <div role="status">
        <h2 className="h4">{t('sentTitle')}</h2>
        <p>{t('sentBody', { email: sentTo })}</p>
        <p className="text-body-secondary small">{t('sentHelp')}</p>
        <Link href="/login" className="btn btn-outline-primary">
          {t('backToLogin')}
        </Link>
      </div>
    );
  }
  return (
    <form onSubmit={submit} noValidate aria-busy={busy}>
      {error && !error.field ? (
        <div className="alert alert-danger" role="alert">
          {errorText(error.code, error.params)}
        </div>
      ) : null}
      <FormField
        id="reset-email"
        name="email"
        type="email"
        autoComplete="email"
        required
        label={t('email')}
        error={error?.field ? errorText(error.code) : undefined}
      />
      <button type="submit" className="btn btn-primary w-100" disabled={busy}>
        {busy ? t('submitting') : t('submit')}
      </button>
      <p className="mt-3 text-center">
        <Link href="/login">{t('backToLogin')}</Link>
      </p>
    </form>
  );
}
