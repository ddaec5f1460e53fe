'use client';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, type FormEvent } from 'react';
import { sendDirectDebitCode } from '@/lib/api-client/direct-debit';
import type { CodeSent } from '@/lib/schemas/direct-debit';
import { FormField } from '@/components/ui/form-field';
import { useApiForm } from '@/components/ui/use-api-form';
import { useDirectDebitError } from './use-direct-debit-error';
import { useFocusInvalid } from './use-focus-invalid';

/** Step 1: the phone number, to which a six-digit code goes by SMS. */
export function PhoneStep({ initial, onSent }: { initial: string; onSent: (sent: CodeSent) => void }) {
  const t = useTranslations('DirectDebit');
  const errorText = useDirectDebitError();
  const { busy, fields, general, begin, fail } = useApiForm();
  const formRef = useRef<HTMLFormElement>(null);
  useFocusInvalid(formRef, fields);
  // Back from the form ("send a new code"): the keyboard lands on the number again.
  useEffect(() => {
    if (initial) formRef.current?.querySelector<HTMLInputElement>('#dd-phone')?.focus();
  }, [initial]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    const data = begin(event);
    try {
      onSent(await sendDirectDebitCode({ phone: String(data.get('phone') ?? '') }));
    } catch (error) {
      fail(error, ['phone'], { phone_blocked: 'phone' });
    }
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-busy={busy} aria-labelledby="dd-phone-title">
      <h2 id="dd-phone-title" className="h5">
        {t('stepPhone')}
      </h2>
      {general ? (
        <div className="alert alert-danger" role="alert">
          {errorText(general.code, general.params)}
        </div>
      ) : null}
      <FormField
        id="dd-phone"
        name="phone"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        required
        defaultValue={initial}
        label={t('phone')}
        help={t('phoneHelp')}
        error={fields.phone ? errorText(fields.phone) : undefined}
      />
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {busy ? t('sending') : t('sendCode')}
      </button>
    </form>
  );
}
