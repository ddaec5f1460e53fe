'use client';
import { useTranslations } from 'next-intl';
import { INTERESTS_MAX } from '@/lib/schemas/form-limits';
import type { Interest } from '@/lib/schemas/settings';
import { describedBy, FieldError, FieldNote } from '@/components/ui/field-error';

type Props = {
  id: string;
  interests: readonly Interest[];
  value: readonly number[];
  onChange: (ids: number[]) => void;
  error?: string;
  disabled?: boolean;
  /** Why the chips are disabled (e.g. until the consent for sensitive data is ticked). */
  note?: string;
};

/**
 * The interests as toggle chips with their Bootstrap icon; names come translated from the Interests
 * messages through the page. At INTERESTS_MAX the remaining chips are disabled.
 */
export function InterestsPicker({ id, interests, value, onChange, error, disabled = false, note }: Props) {
  const t = useTranslations('Profile');
  const chosen = new Set(value);
  const full = chosen.size >= INTERESTS_MAX;
  const toggle = (interestId: number) =>
    onChange(chosen.has(interestId) ? value.filter((v) => v !== interestId) : [...value, interestId]);
  return (
    <fieldset disabled={disabled} aria-describedby={describedBy(id, { note, error, always: [`${id}-count`] })}>
      <legend className="form-label">{t('interestsLegend')}</legend>
      <FieldNote id={id} note={note} />
      <p id={`${id}-count`} className="form-text mt-0" aria-live="polite">
        {t('interestsCount', { count: chosen.size, max: INTERESTS_MAX })}
      </p>
      <ul className="list-unstyled d-flex flex-wrap gap-2 mb-0">
        {interests.map((interest) => {
          const checked = chosen.has(interest.id);
          const inputId = `${id}-${interest.key}`;
          return (
            <li key={interest.id}>
              <input
                type="checkbox"
                className="btn-check"
                id={inputId}
                checked={checked}
                disabled={!checked && full}
                onChange={() => toggle(interest.id)}
              />
              <label
                className="btn btn-sm btn-outline-secondary rounded-pill d-inline-flex align-items-center gap-1"
                htmlFor={inputId}
              >
                {/* eslint-disable-next-line @next/next/no-img-element -- a 1 kB static icon */}
                <img src={`/assets/icons/interests/${interest.icon}.svg`} alt="" width={16} height={16} />
                {interest.name}
              </label>
            </li>
          );
        })}
      </ul>
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}
