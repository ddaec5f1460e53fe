'use client';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { MINIMUM_AGE } from '@/lib/config/constants';
import { OLDEST_AGE } from '@/lib/schemas/form-limits';
import { FieldError } from '@/components/ui/field-error';

type Parts = { y: string; m: string; d: string };
type Props = {
  id: string;
  value: string | null;
  onChange: (value: string | null) => void;
  error?: string;
  thisYear: number;
};

function split(value: string | null): Parts {
  const match = value ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  return match
    ? { y: match[1] ?? '', m: String(Number(match[2])), d: String(Number(match[3])) }
    : { y: '', m: '', d: '' };
}

function daysIn(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * The date of birth as three selects (day, month, year) in one fieldset: native pickers on phones,
 * type-ahead with a keyboard, and no impossible dates (the days follow month and year). Years start
 * at MINIMUM_AGE; the server still judges the exact age.
 */
export function BirthDatePicker({ id, value, onChange, error, thisYear }: Props) {
  const t = useTranslations('Profile');
  const locale = useLocale();
  const [parts, setParts] = useState<Parts>(() => split(value));
  const months = useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
    return Array.from({ length: 12 }, (_, i) => format.format(new Date(Date.UTC(2000, i, 1))));
  }, [locale]);
  const years = Array.from({ length: OLDEST_AGE - MINIMUM_AGE + 1 }, (_, i) => thisYear - MINIMUM_AGE - i);
  const maxDay = parts.m ? daysIn(Number(parts.y || 2000), Number(parts.m)) : 31;

  const update = (next: Parts) => {
    const day = next.d && next.m && Number(next.d) > daysIn(Number(next.y || 2000), Number(next.m)) ? '' : next.d;
    const fixed = { ...next, d: day };
    setParts(fixed);
    const complete = fixed.y && fixed.m && fixed.d;
    onChange(complete ? `${fixed.y}-${fixed.m.padStart(2, '0')}-${fixed.d.padStart(2, '0')}` : null);
  };

  const describedBy = [`${id}-help`, error ? `${id}-error` : null].filter(Boolean).join(' ');
  const select = `form-select${error ? ' is-invalid' : ''}`;
  return (
    <fieldset className="mb-3" aria-describedby={describedBy}>
      <legend className="form-label">{t('birthDate')}</legend>
      <div className="row g-2">
        <div className="col-3">
          <label htmlFor={`${id}-day`} className="form-label small">
            {t('day')}
          </label>
          <select
            id={`${id}-day`}
            className={select}
            value={parts.d}
            aria-invalid={error ? true : undefined}
            onChange={(e) => update({ ...parts, d: e.target.value })}
          >
            <option value="">–</option>
            {Array.from({ length: maxDay }, (_, i) => String(i + 1)).map((d) => (
              <option key={d} value={d}>
                {d}
              </option>
            ))}
          </select>
        </div>
        <div className="col-5">
          <label htmlFor={`${id}-month`} className="form-label small">
            {t('month')}
          </label>
          <select
            id={`${id}-month`}
            className={select}
            value={parts.m}
            aria-invalid={error ? true : undefined}
            onChange={(e) => update({ ...parts, m: e.target.value })}
          >
            <option value="">–</option>
            {months.map((name, i) => (
              <option key={name} value={String(i + 1)}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <div className="col-4">
          <label htmlFor={`${id}-year`} className="form-label small">
            {t('year')}
          </label>
          <select
            id={`${id}-year`}
            className={select}
            value={parts.y}
            aria-invalid={error ? true : undefined}
            onChange={(e) => update({ ...parts, y: e.target.value })}
          >
            <option value="">–</option>
            {years.map((y) => (
              <option key={y} value={String(y)}>
                {y}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div id={`${id}-help`} className="form-text">
        {t('birthDateHelp', { age: MINIMUM_AGE })}
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}
