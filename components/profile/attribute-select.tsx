'use client';
import { ATTRIBUTE_VALUES, REQUIRED_ATTRIBUTES, type AttributeField } from '@/lib/schemas/profile';
import { describedBy, FieldError, FieldNote } from '@/components/ui/field-error';
import { useAttributeText } from './use-attribute-text';

type Props = {
  id: string;
  field: AttributeField;
  value: string | null;
  onChange: (value: string | null) => void;
  error?: string;
  disabled?: boolean;
  note?: string;
};

/** One attribute as a labelled select; optional attributes can be set back to "not set". */
export function AttributeSelect({ id, field, value, onChange, error, disabled = false, note }: Props) {
  const text = useAttributeText();
  const clearable = !REQUIRED_ATTRIBUTES.includes(field) || value === null;
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">
        {text.label(field)}
      </label>
      <select
        id={id}
        className={`form-select${error ? ' is-invalid' : ''}`}
        value={value ?? ''}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { note, error })}
        onChange={(e) => onChange(e.target.value === '' ? null : e.target.value)}
      >
        {clearable ? <option value="">{text.notSet}</option> : null}
        {ATTRIBUTE_VALUES[field].map((v) => (
          <option key={v} value={v}>
            {text.value(field, v)}
          </option>
        ))}
      </select>
      <FieldNote id={id} note={note} />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
