'use client';
import { useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import type { FormEvent } from 'react';
import { AppLink as Link } from '@/components/ui/app-link';
import { confirmPasswordReset } from '@/lib/api-client/accounts';
import { PASSWORD_MIN } from '@/lib/schemas/form-limits';
import { FormField } from './form-field';
import { AFTER_MAILED_LINK_PATH, enterAsMember } from './after-login';
import { useApiForm } from './use-api-form';
import { useErrorText } from './use-error-text';

/** /reset-password/do?token=…: the new password twice; success logs in here (on the profile, saying so) and out everywhere else. */
export function PasswordResetForm() {
  const t = useTranslations('PasswordReset');
  const errorText = useErrorText();
  const token = useSearchParams().get('token') ?? '';
  const { busy, fields, general, begin, fail } = useApiForm();

  if (!token) {
    return (
      <div role="alert">
        <p>{t('missingToken')}</p>
        <Link href="/reset-password" className="btn btn-outline-primary">{t('requestNew')}</Link>
      </div>
    );
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    const data = begin(event);
    try {
      await confirmPasswordReset({ token, password: String(data.get('password') ?? ''), password_confirmation: String(data.get('password_confirmation') ?? '') });
      enterAsMember(AFTER_MAILED_LINK_PATH, 'passwordReset');
    } catch (caught) {
      fail(caught, ['password', 'password_confirmation'], { passwords_mismatch: 'password_confirmation' });
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-busy={busy}>
      {general ? (
        <div className="alert alert-danger" role="alert">
          {errorText(general.code, general.params)}
          {general.code === 'token_invalid' ? <> <Link href="/reset-password" className="alert-link">{t('requestNew')}</Link></> : null}
        </div>
      ) : null}
      <FormField id="reset-password" name="password" type="password" autoComplete="new-password" required minLength={PASSWORD_MIN} label={t('password')} help={t('passwordHelp', { min: PASSWORD_MIN })} error={fields.password ? errorText(fields.password) : undefined} />
      <FormField id="reset-password-confirmation" name="password_confirmation" type="password" autoComplete="new-password" required label={t('passwordConfirmation')} error={fields.password_confirmation ? errorText(fields.password_confirmation) : undefined} />
      <button type="submit" className="btn btn-primary w-100" disabled={busy}>{busy ? t('doSubmitting') : t('doSubmit')}</button>
    </form>
  );
}
