'use client';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { FormField } from '@/components/ui/form-field';
import { useApiForm } from '@/components/ui/use-api-form';
import { useErrorText } from '@/components/ui/use-error-text';
import { requestReactivationMail } from '@/lib/api-client/settings';

/** On /account-deleted: the reactivation link again, for an address; the answer is the same for every address. */
export function ReactivationRequestForm() {
  const t = useTranslations('Deletion');
  const errorText = useErrorText();
  const { busy, setBusy, fields, general, begin, fail } = useApiForm();
  const [sent, setSent] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    const data = begin(event);
    const email = String(data.get('email') ?? '');
    try {
      await requestReactivationMail(email);
      setSent(email);
      setBusy(false);
    } catch (caught) {
      fail(caught, ['email']);
    }
  };

  if (sent)
    return (
      <p className="alert alert-success" role="status">
        {t('resendSent', { email: sent })}
      </p>
    );
  return (
    <form onSubmit={submit} noValidate aria-busy={busy}>
      {general ? (
        <div className="alert alert-danger" role="alert">
          {errorText(general.code, general.params)}
        </div>
      ) : null}
      <FormField
        id="reactivation-email"
        name="email"
        type="email"
        autoComplete="email"
        required
        label={t('resendEmail')}
        error={fields.email ? errorText(fields.email) : undefined}
      />
      <button type="submit" className="btn btn-outline-primary" disabled={busy}>
        {busy ? t('resendSending') : t('resendSubmit')}
      </button>
    </form>
  );
}
