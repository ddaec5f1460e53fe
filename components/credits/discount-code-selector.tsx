'use client';
import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { useErrorText } from '@/components/ui/use-error-text';
import { fetchDiscountCode } from '@/lib/api-client/payments';
import { asApiError } from '@/lib/api-client/errors';
import type { DiscountCode } from '@/lib/schemas/payments';

type Props = {
  applied: DiscountCode | null;
  onApply: (code: DiscountCode | null) => void;
  /** Why the applied code does not fit this purchase (an error code), or null. */
  problem: string | null;
};

/** The discount code selector (spec §2, §3): a code is looked up (GET /api/discountcode) and its terms shown, or why not. */
export function DiscountCodeSelector({ applied, onApply, problem }: Props) {
  const t = useTranslations('Checkout.code');
  const errorText = useErrorText();
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const code = text.trim();
    if (!code || checking) return;
    setChecking(true);
    setError(null);
    try {
      onApply(await fetchDiscountCode(code));
      setText('');
    } catch (caught) {
      setError(asApiError(caught).code);
    } finally {
      setChecking(false);
    }
  };

  if (applied) {
    return (
      <div className={`alert ${problem ? 'alert-warning' : 'alert-success'} d-flex flex-wrap gap-2 align-items-center`}>
        <span className="me-auto" role="status">
          {t('applied', { code: applied.code, percentage: applied.value_percentage })}
          {problem ? <> {errorText(problem)}</> : null}
        </span>
        <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => onApply(null)}>
          {t('remove')}
        </button>
      </div>
    );
  }
  return (
    <form className="mb-3" onSubmit={submit} noValidate>
      <label htmlFor={id} className="form-label">
        {t('label')}
      </label>
      <div className="input-group">
        <input
          id={id}
          className={`form-control ${error ? 'is-invalid' : ''}`}
          value={text}
          onChange={(e) => setText(e.target.value)}
          maxLength={40}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-describedby={error ? `${id}-error` : undefined}
          aria-invalid={error ? true : undefined}
        />
        <button type="submit" className="btn btn-outline-primary" disabled={checking || !text.trim()}>
          {checking ? t('checking') : t('apply')}
        </button>
      </div>
      {error ? (
        <div id={`${id}-error`} className="invalid-feedback d-block" role="alert">
          {errorText(error)}
        </div>
      ) : null}
    </form>
  );
}
