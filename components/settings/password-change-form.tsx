'use client';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { FormField } from '@/components/ui/form-field';
import { useApiForm } from '@/components/ui/use-api-form';
import { useErrorText } from '@/components/ui/use-error-text';
import { changePassword } from '@/lib/api-client/settings';
import { PASSWORD_MIN } from '@/lib/schemas/form-limits';

/** The password change of spec §5: the current password, then the new one twice. Every other device is logged out. */
export function PasswordChangeForm() {
  const t = useTranslations('Settings');
  const errorText = useErrorText();
  const { busy, setBusy, fields, general, begin, fail } = useApiForm();
  const [done, setDone] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    const data = begin(event);
    setDone(false);
    try {
      await changePassword({
        old_password: String(data.get('old_password') ?? ''),
        password: String(data.get('password') ?? ''),
        password_confirmation: String(data.get('password_confirmation') ?? ''),
      });
      form.reset();
      setDone(true);
      setBusy(false);
    } catch (caught) {
      fail(caught, ['old_password', 'password', 'password_confirmation'], {
        old_password_wrong: 'old_password',
        passwords_mismatch: 'password_confirmation',
      });
    }
  };

  const fieldError = (name: string) => (fields[name] ? errorText(fields[name]) : undefined);
  return (
    <form onSubmit={submit} noValidate aria-busy={busy} aria-labelledby="settings-password-title">
      <h3 id="settings-password-title" className="h6">
        {t('passwordTitle')}
      </h3>
      <p className="text-body-secondary small">{t('passwordIntro')}</p>
      {general ? (
        <div className="alert alert-danger" role="alert">
          {errorText(general.code, general.params)}
        </div>
      ) : null}
      {done ? (
        <div className="alert alert-success" role="status">
          {t('passwordChanged')}
        </div>
      ) : null}
      <FormField
        id="settings-old-password"
        name="old_password"
        type="password"
        autoComplete="current-password"
        required
        label={t('oldPassword')}
        error={fieldError('old_password')}
      />
      <FormField
        id="settings-new-password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN}
        label={t('newPassword')}
        help={t('newPasswordHelp', { min: PASSWORD_MIN })}
        error={fieldError('password')}
      />
      <FormField
        id="settings-new-password-confirmation"
        name="password_confirmation"
        type="password"
        autoComplete="new-password"
        required
        label={t('newPasswordConfirmation')}
        error={fieldError('password_confirmation')}
      />
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {busy ? t('saving') : t('passwordSubmit')}
      </button>
    </form>
  );
}
