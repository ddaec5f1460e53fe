'use client';
import { ATTRIBUTE_VALUES, type AttributeField, type AttributeValue } from '@/lib/schemas/profile';
import { FieldError } from './field-error';
import { useAttributeText } from './use-attribute-text';

type Props<F extends AttributeField> = { id: string; field: F; value: AttributeValue<F> | null; onChange: (value: AttributeValue<F>) => void; error?: string; legend?: string };

/** One attribute as a group of large radio buttons (the signup steps): arrow keys move, Space chooses. */
export function AttributeChoice<F extends AttributeField>({ id, field, value, onChange, error, legend }: Props<F>) {
  const text = useAttributeText();
  return (
    <fieldset className="mb-4" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="form-label fs-5">{legend ?? text.label(field)}</legend>
      <div className="d-flex flex-wrap gap-2">
        {(ATTRIBUTE_VALUES[field] as readonly AttributeValue<F>[]).map((v) => (
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
            <label className="btn btn-outline-primary px-4" htmlFor={`${id}-${v}`}>{text.value(field, v)}</label>
          </div>
        ))}
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}
