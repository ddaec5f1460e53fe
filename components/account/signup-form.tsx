'use client';
import { useLocale, useTranslations } from 'next-intl';
import { useRef, type FormEvent, type ReactNode } from 'react';
import { AppLink as Link } from '@/components/ui/app-link';
import { TRACKING_FLAG_COOKIE, MINIMUM_AGE, type SignupMode } from '@/lib/config/constants';
import { signUp } from '@/lib/api-client/accounts';
import { isLocale } from '@/lib/config/locales';
import { useBrowserValue } from '@/lib/hooks/use-browser-value';
import { PASSWORD_MIN, SIGNUP_MESSAGE_MAX } from '@/lib/schemas/form-limits';
import { readCookie } from '@/lib/utils/cookies';
import { FormField } from '@/components/ui/form-field';
import { forgetSignupDraft, keepSignupInput, signupDraftValue } from './signup-form-draft';
import { AFTER_SIGNUP_PATH, enterAsMember } from './after-login';
import { useApiForm } from '@/components/ui/use-api-form';
import { useErrorText } from '@/components/ui/use-error-text';

function latestBirthDate(): string {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - MINIMUM_AGE);
  return d.toISOString().slice(0, 10);
}

/** The terms and the privacy statement open in a new tab, so a signup half filled in (in the modal too) stays as it is. */
function LegalLink({ href, text, note }: { href: string; text: ReactNode; note: string }) {
  return (
    <a href={href} target="_blank" rel="noopener">
      {text}
      <span className="visually-hidden"> {note}</span>
    </a>
  );
}

const SIGNUP_FIELDS = ['email', 'name', 'password', 'date_of_birth', 'signup_message'] as const;

/** The signup form of spec §3; with `with_trafficsource` it opens only for visitors who came through a traffic source. */
export function SignupForm({ mode, siteName }: { mode: SignupMode; siteName: string }) {
  const t = useTranslations('Signup');
  const locale = useLocale();
  const errorText = useErrorText();
  const viaTrafficSource = useBrowserValue(() => readCookie(document.cookie, TRACKING_FLAG_COOKIE) === '1', false);
  const maxDate = useBrowserValue(latestBirthDate, '');
  const { busy, fields, general, begin, fail } = useApiForm();
  const formRef = useRef<HTMLFormElement>(null);

  if (mode === 'other' || general?.code === 'signups_closed' || (mode === 'with_trafficsource' && !viaTrafficSource)) {
    return (
      <div role="status">
        <h2 className="h4">{t('closedTitle')}</h2>
        <p>{t('closedBody', { site: siteName })}</p>
      </div>
    );
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    const data = begin(event);
    const message = String(data.get('signup_message') ?? '').trim();
    try {
      await signUp({
        email: String(data.get('email') ?? ''),
        name: String(data.get('name') ?? ''),
        password: String(data.get('password') ?? ''),
        date_of_birth: String(data.get('date_of_birth') ?? ''),
        ...(message ? { signup_message: message } : {}),
        ...(isLocale(locale) ? { language: locale } : {}),
      });
      forgetSignupDraft();
      enterAsMember(AFTER_SIGNUP_PATH);
    } catch (error) {
      // Account-level answers belong next to the e-mail field.
      fail(error, SIGNUP_FIELDS, { email_taken: 'email', email_deleted_recoverable: 'email' });
      // The long form scrolls: take the member to the first field that needs attention.
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
    }
  };

  const err = (name: string) => (fields[name] ? errorText(fields[name]) : undefined);
  return (
    // What is typed outlives a closed modal (not the password): reopened, the form holds it again.
    <form
      ref={formRef}
      onSubmit={submit}
      onChange={(event) => keepSignupInput(event.target)}
      noValidate
      aria-busy={busy}
    >
      {general ? (
        <div className="alert alert-danger" role="alert">
          {errorText(general.code, general.params)}
        </div>
      ) : null}
      <FormField
        id="signup-email"
        name="email"
        type="email"
        autoComplete="email"
        required
        defaultValue={signupDraftValue('email')}
        label={t('email')}
        help={t('emailHelp')}
        error={err('email')}
      />
      {fields.email === 'email_taken' ? (
        <p className="small">
          <Link href="/login">{t('loginLink')}</Link>
        </p>
      ) : null}
      <FormField
        id="signup-name"
        name="name"
        autoComplete="nickname"
        required
        maxLength={30}
        defaultValue={signupDraftValue('name')}
        label={t('name')}
        help={t('nameHelp')}
        error={err('name')}
      />
      <FormField
        id="signup-password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN}
        label={t('password')}
        help={t('passwordHelp', { min: PASSWORD_MIN })}
        error={err('password')}
      />
      <FormField
        id="signup-dob"
        name="date_of_birth"
        type="date"
        required
        max={maxDate || undefined}
        defaultValue={signupDraftValue('date_of_birth')}
        label={t('dateOfBirth')}
        help={t('dateOfBirthHelp', { age: MINIMUM_AGE })}
        error={err('date_of_birth')}
      />
      <div className="mb-3">
        <label htmlFor="signup-message" className="form-label">
          {t('signupMessage')}
        </label>
        <textarea
          id="signup-message"
          name="signup_message"
          className={`form-control${fields.signup_message ? ' is-invalid' : ''}`}
          rows={3}
          maxLength={SIGNUP_MESSAGE_MAX}
          defaultValue={signupDraftValue('signup_message')}
          aria-describedby={fields.signup_message ? 'signup-message-error' : undefined}
        />
        {fields.signup_message ? (
          <div id="signup-message-error" className="invalid-feedback" role="alert">
            {errorText(fields.signup_message)}
          </div>
        ) : null}
      </div>
      <p className="small text-body-secondary">
        {t.rich('terms', {
          terms: (text) => <LegalLink href="/terms" text={text} note={t('opensInNewTab')} />,
          privacy: (text) => <LegalLink href="/privacy" text={text} note={t('opensInNewTab')} />,
        })}
      </p>
      <button type="submit" className="btn btn-primary w-100" disabled={busy}>
        {busy ? t('submitting') : t('submit')}
      </button>
      <p className="mt-3 text-center text-body-secondary">
        {t('haveAccount')} <Link href="/login">{t('loginLink')}</Link>
      </p>
    </form>
  );
}
