'use client';
import { useTranslations } from 'next-intl';
import { SignupLink } from './signup-link';
import type { FormEvent } from 'react';
import { AppLink as Link } from '@/components/ui/app-link';
import { logIn } from '@/lib/api-client/accounts';
import { safeNextPath } from '@/lib/utils/safe-next';
import { enterAsMember } from './after-login';
import { FormField } from '@/components/ui/form-field';
import { useApiForm } from '@/components/ui/use-api-form';
import { useErrorText } from '@/components/ui/use-error-text';

export function LoginForm() {
  const t = useTranslations('Login');
  const errorText = useErrorText();
  const { busy, fields, general, begin, fail } = useApiForm();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    const data = begin(event);
    try {
      await logIn({ email: String(data.get('email') ?? ''), password: String(data.get('password') ?? '') });
      // Member pages send visitors here with ?next=…; only a path on this site is followed.
      enterAsMember(safeNextPath(new URLSearchParams(window.location.search).get('next')));
    } catch (error) {
      fail(error, ['email', 'password']);
    }
  };

  const passwordError = general
    ? errorText(general.code, general.params)
    : fields.password
      ? errorText(fields.password)
      : undefined;
  return (
    <form onSubmit={submit} noValidate aria-busy={busy}>
      <FormField
        id="login-email"
        name="email"
        type="email"
        autoComplete="username"
        required
        label={t('email')}
        error={fields.email ? errorText(fields.email) : undefined}
      />
      <FormField
        id="login-password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        label={t('password')}
        error={passwordError}
      />
      <button type="submit" className="btn btn-primary w-100" disabled={busy}>
        {busy ? t('submitting') : t('submit')}
      </button>
      <p className="mt-3 mb-1 text-center">
        <Link href="/reset-password">{t('forgotPassword')}</Link>
      </p>
      <p className="text-center text-body-secondary">
        {t('noAccount')} <SignupLink>{t('signupLink')}</SignupLink>
      </p>
    </form>
  );
}
