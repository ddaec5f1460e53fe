'use client';
import { useState } from 'react';
import type { CodeSent, DirectDebitResult } from '@/lib/schemas/direct-debit';
import { DirectDebitDone } from './direct-debit-done';
import { MandateForm } from './mandate-form';
import { PhoneStep } from './phone-step';

type Props = { packageId: string; amount: string; company: string; site: string };

/** /directdebit's steps in their order (BIZ-12): the phone and its code, then the form, then the pending order. */
export function DirectDebitFlow({ packageId, amount, company, site }: Props) {
  const [sent, setSent] = useState<CodeSent | null>(null);
  const [phone, setPhone] = useState('');
  const [result, setResult] = useState<DirectDebitResult | null>(null);
  if (result) return <DirectDebitDone result={result} amount={amount} />;
  if (!sent)
    return (
      <PhoneStep
        initial={phone}
        onSent={(next) => {
          setPhone(next.phone);
          setSent(next);
        }}
      />
    );
  return (
    <MandateForm
      packageId={packageId}
      sent={sent}
      company={company}
      site={site}
      onNewCode={() => setSent(null)}
      onDone={setResult}
    />
  );
}
