'use client';
import { useTranslations } from 'next-intl';
import { FieldError } from '@/components/ui/field-error';

type Props = { id: string; value: string; onChange: (value: string) => void; error?: string; max: number };

/** The profile text with a live character count. */
export function AboutField({ id, value, onChange, error, max }: Props) {
  const t = useTranslations('Profile');
  const describedBy = [`${id}-count`, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">
        {t('about')}
      </label>
      <textarea
        id={id}
        className={`form-control${error ? ' is-invalid' : ''}`}
        rows={5}
        maxLength={max}
        value={value}
        placeholder={t('aboutPlaceholder')}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(e) => onChange(e.target.value)}
      />
      <FieldError id={`${id}-error`} message={error} />
      <div id={`${id}-count`} className="form-text text-end">
        {t('aboutCount', { count: value.length, max })}
      </div>
    </div>
  );
}
