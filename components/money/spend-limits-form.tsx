'use client';
import { useLocale, useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import useSWR from 'swr';
import { SaveBar } from '@/components/ui/save-bar';
import { useErrorText } from '@/components/ui/use-error-text';
import { fetcher } from '@/lib/api-client/client';
import { asApiError } from '@/lib/api-client/errors';
import { saveSpendLimits, SPEND_LIMITS_KEY, type SpendLimitsAnswer } from '@/lib/api-client/spend-limits';
import type { SpendLimits } from '@/lib/schemas/payments';
import { formatMinor, inputToMinor, minorToInput } from '@/lib/utils/money-input';
import { AmountField } from './amount-field';
import { SpendLimitsStatus } from './spend-limits-status';

// The API's bounds (lib/schemas/payments.ts spendLimitsInputSchema), in minor units.
const MIN = 100;
const MAX = 10_000_000;

type Field = 'daily' | 'monthly';

/**
 * "Spending limits" on /profile (issue 14 §8): a daily and a monthly amount in the member's currency, empty for
 * none. Lowering applies at once, raising after 24 hours (the server's rule, PUT /api/spend-limits); a raise
 * waiting its time is shown with when it applies.
 */
export function SpendLimitsForm() {
  const { data, error, mutate } = useSWR<SpendLimitsAnswer>(SPEND_LIMITS_KEY, fetcher, { revalidateOnFocus: false });
  const t = useTranslations('Money.spendLimits');
  // Kept here: a save remounts the form below (new limits), and "saved" must outlive it.
  const [saved, setSaved] = useState(false);
  if (error) return <p className="text-danger mb-0">{t('loadFailed')}</p>;
  if (!data) {
    return (
      <p className="text-body-secondary mb-0" role="status">
        {t('loading')}
      </p>
    );
  }
  // Keyed by what was saved, so the fields start from the stored limits after every save.
  return (
    <LimitsForm
      key={JSON.stringify(data.limits)}
      limits={data.limits}
      saved={saved}
      onSaved={async (next) => {
        await mutate(next, { revalidate: false });
        setSaved(true);
      }}
      onEdit={() => setSaved(false)}
    />
  );
}

function LimitsForm({
  limits,
  saved,
  onSaved,
  onEdit,
}: {
  limits: SpendLimits;
  saved: boolean;
  onSaved: (next: SpendLimitsAnswer) => Promise<void>;
  onEdit: () => void;
}) {
  const t = useTranslations('Money.spendLimits');
  const locale = useLocale();
  const errorText = useErrorText();
  const { currency } = limits;
  // A raise waiting its 24 hours is what the member asked for: the fields show it, the status what applies now.
  const wanted = limits.pending ?? limits;
  const [values, setValues] = useState<Record<Field, string>>({
    daily: minorToInput(wanted.daily, currency),
    monthly: minorToInput(wanted.monthly, currency),
  });
  const [invalid, setInvalid] = useState<Field[]>([]);
  const [busy, setBusy] = useState(false);
  const [general, setGeneral] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = { daily: inputToMinor(values.daily, currency), monthly: inputToMinor(values.monthly, currency) };
    const bad = (['daily', 'monthly'] as const).filter((f) => {
      const v = parsed[f];
      return v === undefined || (v !== null && (v < MIN || v > MAX));
    });
    setInvalid(bad);
    onEdit();
    setGeneral(null);
    if (bad.length > 0 || parsed.daily === undefined || parsed.monthly === undefined) return;
    setBusy(true);
    try {
      await onSaved(await saveSpendLimits({ daily: parsed.daily, monthly: parsed.monthly }));
    } catch (failure) {
      setGeneral(errorText(asApiError(failure).code));
    } finally {
      setBusy(false);
    }
  };

  const range = { min: formatMinor(MIN, currency, locale), max: formatMinor(MAX, currency, locale) };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <SpendLimitsStatus limits={limits} />
      <div className="row g-3">
        {(['daily', 'monthly'] as const).map((field) => (
          <div className="col-12 col-sm-6" key={field}>
            <AmountField
              id={`spend-limit-${field}`}
              label={t(field)}
              hint={t('emptyHint')}
              currency={currency}
              value={values[field]}
              error={invalid.includes(field) ? t('amountInvalid', range) : null}
              onChange={(value) => {
                setValues((v) => ({ ...v, [field]: value }));
                onEdit();
              }}
            />
          </div>
        ))}
      </div>
      <p className="small text-body-secondary mt-3 mb-0">{t('rule')}</p>
      <SaveBar
        busy={busy}
        saved={saved}
        general={general}
        labels={{ save: t('save'), saving: t('saving'), saved: t('saved') }}
      />
    </form>
  );
}
