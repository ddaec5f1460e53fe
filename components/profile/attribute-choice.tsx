'use client';
import { ATTRIBUTE_VALUES, type AttributeField, type AttributeValue } from '@/lib/schemas/profile';
import { describedBy, FieldError, FieldNote } from '@/components/ui/field-error';
import { useAttributeText } from './use-attribute-text';

type Props<F extends AttributeField> = {
  id: string;
  field: F;
  value: AttributeValue<F> | null;
  onChange: (value: AttributeValue<F>) => void;
  error?: string;
  legend?: string;
  disabled?: boolean;
  /** Why the choice is disabled (e.g. until the consent for sensitive data is ticked). */
  note?: string;
  /** The values offered, when the site offers fewer than the attribute has (see signupChoices). */
  values?: readonly AttributeValue<F>[];
};

/** One attribute as a group of large radio buttons (the signup steps): arrow keys move, Space chooses. */
export function AttributeChoice<F extends AttributeField>({
  id,
  field,
  value,
  onChange,
  error,
  legend,
  disabled = false,
  note,
  values,
}: Props<F>) {
  const text = useAttributeText();
  return (
    <fieldset className="mb-4" disabled={disabled} aria-describedby={describedBy(id, { note, error })}>
      <legend className="form-label fs-5">{legend ?? text.label(field)}</legend>
      <FieldNote id={id} note={note} />
      <div className="d-flex flex-wrap gap-2">
        {(values ?? (ATTRIBUTE_VALUES[field] as readonly AttributeValue<F>[])).map((v) => (
          <div key={v}>
            <input
              type="radio"
              className="btn-check"
              name={`${id}-${field}`}
              id={`${id}-${v}`}
              value={v}
              checked={value === v}
              onChange={() => onChange(v)}
            />
            <label className="btn btn-outline-primary px-4" htmlFor={`${id}-${v}`}>
              {text.value(field, v)}
            </label>
          </div>
        ))}
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}
