'use client';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { submitDirectDebit } from '@/lib/api-client/direct-debit';
import { asApiError } from '@/lib/api-client/errors';
import {
  DIRECT_DEBIT_CONSENT_VERSION,
  HOLDER_MAX,
  OTP_LENGTH,
  type CodeSent,
  type DirectDebitResult,
} from '@/lib/schemas/direct-debit';
import { FormField } from '@/components/ui/form-field';
import { useApiForm } from '@/components/ui/use-api-form';
import { AddressFields } from './address-fields';
import { ConsentCheckbox } from './consent-checkbox';
import { useDirectDebitError } from './use-direct-debit-error';
import { useFocusInvalid } from './use-focus-invalid';

const SHOWN = ['otp', 'holder', 'iban', 'street', 'house_number', 'zip', 'city', 'phone', 'consent_version'] as const;
// Refusals that belong to one field: they show next to it.
const BY_CODE = {
  otp_invalid: 'otp',
  otp_expired: 'otp',
  otp_required: 'otp',
  otp_attempts_exhausted: 'otp',
  iban_blocked: 'iban',
  phone_blocked: 'phone',
};

type Props = {
  packageId: string;
  sent: CodeSent;
  company: string;
  site: string;
  onNewCode: () => void;
  onDone: (result: DirectDebitResult) => void;
};

/** Step 2 (spec §3 direct-debit form): the code from the SMS, the account and address, the mandate consent. */
export function MandateForm({ packageId, sent, company, site, onNewCode, onDone }: Props) {
  const t = useTranslations('DirectDebit');
  const errorText = useDirectDebitError();
  const { busy, fields, general, begin, fail } = useApiForm();
  const [attemptsLeft, setAttemptsLeft] = useState<number | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusInvalid(formRef, fields);
  // One key until the server answers clearly: pressing again after a lost answer continues that request.
  const keyRef = useRef<string | null>(null);
  // The step replaced the phone form: the keyboard goes on where the member types next.
  useEffect(() => formRef.current?.querySelector<HTMLInputElement>('#dd-otp')?.focus(), []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    const data = begin(event);
    const text = (name: string) => String(data.get(name) ?? '');
    keyRef.current ??= crypto.randomUUID();
    try {
      const result = await submitDirectDebit(
        {
          package: packageId,
          otp: text('otp'),
          holder: text('holder'),
          iban: text('iban'),
          street: text('street'),
          house_number: text('house_number'),
          zip: text('zip'),
          city: text('city'),
          phone: sent.phone,
          ...(data.get('consent') === 'on' ? { consent_version: DIRECT_DEBIT_CONSENT_VERSION } : {}),
        },
        keyRef.current,
      );
      onDone(result);
    } catch (error) {
      const apiError = asApiError(error);
      const unclear = apiError.status === 0 || apiError.status >= 500 || apiError.code === 'request_in_progress';
      if (!unclear) keyRef.current = null;
      const left = apiError.params?.attempts_left;
      setAttemptsLeft(apiError.code === 'otp_invalid' && typeof left === 'number' ? left : null);
      fail(error, SHOWN, BY_CODE);
    }
  };

  const err = (field: string) => (fields[field] ? errorText(fields[field]) : undefined);
  const codeDead = ['otp_expired', 'otp_required', 'otp_attempts_exhausted'].includes(fields.otp ?? '');
  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-busy={busy} aria-labelledby="dd-form-title">
      <h2 id="dd-form-title" className="h5">
        {t('stepForm')}
      </h2>
      <p role="status">{t('codeSent', { phone: sent.phone_masked })}</p>
      {general ? (
        <div className="alert alert-danger" role="alert">
          {errorText(general.code, general.params)}
        </div>
      ) : null}
      <FormField
        id="dd-otp"
        name="otp"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={OTP_LENGTH}
        required
        label={t('otp')}
        error={err('otp')}
        help={attemptsLeft !== null ? t('attemptsLeft', { count: attemptsLeft }) : undefined}
      />
      <p>
        <button
          type="button"
          className={`btn btn-sm ${codeDead ? 'btn-primary' : 'btn-link px-0'}`}
          onClick={onNewCode}
        >
          {t('newCode')}
        </button>
      </p>
      <FormField
        id="dd-holder"
        name="holder"
        autoComplete="name"
        required
        maxLength={HOLDER_MAX}
        label={t('holder')}
        error={err('holder')}
      />
      <FormField
        id="dd-iban"
        name="iban"
        autoComplete="off"
        spellCheck={false}
        autoCapitalize="characters"
        required
        maxLength={42}
        label={t('iban')}
        help={t('ibanHelp')}
        error={err('iban')}
      />
      <AddressFields error={err} />
      <FormField
        id="dd-verified-phone"
        name="phone"
        readOnly
        value={sent.phone}
        label={t('phoneVerified')}
        error={err('phone')}
      />
      <ConsentCheckbox company={company} site={site} error={err('consent_version')} />
      <button type="submit" className="btn btn-primary btn-lg w-100" disabled={busy}>
        {busy ? t('submitting') : t('submit')}
      </button>
    </form>
  );
}
