'use client';
import { useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { useEffect, useState, type FormEvent } from 'react';
import { AppLink as Link } from '@/components/ui/app-link';
import { checkPasswordResetLink, confirmPasswordReset } from '@/lib/api-client/accounts';
import { PASSWORD_MIN } from '@/lib/schemas/form-limits';
import { EntryHeading } from '@/components/ui/entry-card';
import { placeErrors, type GeneralError } from '@/components/ui/form-errors';
import { FormField } from '@/components/ui/form-field';
import { AFTER_MAILED_LINK_PATH, enterAsMember } from './after-login';
import { useApiForm } from '@/components/ui/use-api-form';
import { useErrorText } from '@/components/ui/use-error-text';

/** A malformed token (422 with its field code) and an unknown, used or expired one (400) mean the same to the member. */
const isDeadLink = (caught: unknown) => placeErrors(caught, []).general?.code === 'token_invalid';

/** Where the link stands: asked when the page opens, so that an expired link says so before anything is typed. */
type LinkState =
  { kind: 'checking' } | { kind: 'usable'; warning: GeneralError | null } | { kind: 'dead'; missing: boolean };

/**
 * /reset-password/do?token=…: the new password twice; success logs in here (on the profile, saying so) and out
 * everywhere else. The link is checked first without using it up; an expired one gets its own heading and the way to a new link.
 */
export function PasswordResetForm() {
  const t = useTranslations('PasswordReset');
  const errorText = useErrorText();
  const token = useSearchParams().get('token') ?? '';
  const { busy, fields, general, begin, fail } = useApiForm();
  const [link, setLink] = useState<LinkState>(token ? { kind: 'checking' } : { kind: 'dead', missing: true });

  useEffect(() => {
    if (!token) return;
    let current = true;
    checkPasswordResetLink(token).then(
      () => current && setLink({ kind: 'usable', warning: null }),
      // Anything but a dead link (no connection, too many tries) leaves the form usable and says why above it.
      (caught: unknown) =>
        current &&
        setLink(
          isDeadLink(caught)
            ? { kind: 'dead', missing: false }
            : { kind: 'usable', warning: placeErrors(caught, []).general },
        ),
    );
    return () => {
      current = false;
    };
  }, [token]);

  if (link.kind === 'dead') {
    return (
      <div>
        <EntryHeading title={t('expiredTitle')} />
        <p role="alert">{link.missing ? t('missingToken') : t('expiredBody')}</p>
        <Link href="/reset-password" className="btn btn-primary">
          {t('requestNew')}
        </Link>
      </div>
    );
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    const data = begin(event);
    try {
      await confirmPasswordReset({
        token,
        password: String(data.get('password') ?? ''),
        password_confirmation: String(data.get('password_confirmation') ?? ''),
      });
      enterAsMember(AFTER_MAILED_LINK_PATH, 'passwordReset');
    } catch (caught) {
      // The link ran out while the member was typing.
      if (isDeadLink(caught)) setLink({ kind: 'dead', missing: false });
      else fail(caught, ['password', 'password_confirmation'], { passwords_mismatch: 'password_confirmation' });
    }
  };

  const shown = general ?? (link.kind === 'usable' ? link.warning : null);
  return (
    <>
      <EntryHeading title={t('doTitle')} intro={t('doIntro')} />
      {link.kind === 'checking' ? (
        <p role="status" className="text-body-secondary">
          {t('checking')}
        </p>
      ) : (
        <form onSubmit={submit} noValidate aria-busy={busy}>
          {shown ? (
            <div className="alert alert-danger" role="alert">
              {errorText(shown.code, shown.params)}
            </div>
          ) : null}
          <FormField
            id="reset-password"
            name="password"
            type="password"
            autoComplete="new-password"
            required
            minLength={PASSWORD_MIN}
            label={t('password')}
            help={t('passwordHelp', { min: PASSWORD_MIN })}
            error={fields.password ? errorText(fields.password) : undefined}
          />
          <FormField
            id="reset-password-confirmation"
            name="password_confirmation"
            type="password"
            autoComplete="new-password"
            required
            label={t('passwordConfirmation')}
            error={fields.password_confirmation ? errorText(fields.password_confirmation) : undefined}
          />
          <button type="submit" className="btn btn-primary w-100" disabled={busy}>
            {busy ? t('doSubmitting') : t('doSubmit')}
          </button>
        </form>
      )}
    </>
  );
}
