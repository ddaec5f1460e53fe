'use client';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { FormField } from '@/components/ui/form-field';
import { useApiForm } from '@/components/ui/use-api-form';
import { useErrorText } from '@/components/ui/use-error-text';
import { requestEmailChange } from '@/lib/api-client/settings';

/** The e-mail change form (spec §2, §5): the new address and the password; the change waits for the link sent to the new address. */
export function EmailChangeForm({ email }: { email: string }) {
  const t = useTranslations('Settings');
  const errorText = useErrorText();
  const { busy, setBusy, fields, general, begin, fail } = useApiForm();
  const [pending, setPending] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    const data = begin(event);
    setPending(null);
    try {
      const result = await requestEmailChange({
        email: String(data.get('email') ?? ''),
        password: String(data.get('password') ?? ''),
      });
      form.reset();
      setPending(result.pending_email);
      setBusy(false);
    } catch (caught) {
      fail(caught, ['email', 'password'], {
        old_password_wrong: 'password',
        email_taken: 'email',
        email_deleted_recoverable: 'email',
      });
    }
  };

  const fieldError = (name: string) => (fields[name] ? errorText(fields[name]) : undefined);
  return (
    <form onSubmit={submit} noValidate aria-busy={busy} aria-labelledby="settings-email-title">
      <h3 id="settings-email-title" className="h6">
        {t('emailTitle')}
      </h3>
      <p className="text-body-secondary small">{t('emailCurrent', { email })}</p>
      {general ? (
        <div className="alert alert-danger" role="alert">
          {errorText(general.code, general.params)}
        </div>
      ) : null}
      {pending ? (
        <div className="alert alert-success" role="status">
          {t('emailPending', { email: pending, current: email })}
        </div>
      ) : null}
      <FormField
        id="settings-new-email"
        name="email"
        type="email"
        autoComplete="email"
        required
        label={t('newEmail')}
        error={fieldError('email')}
      />
      <FormField
        id="settings-email-password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        label={t('currentPassword')}
        help={t('emailPasswordHelp')}
        error={fieldError('password')}
      />
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {busy ? t('saving') : t('emailSubmit')}
      </button>
    </form>
  );
}
