'use client';
import type { ReactNode } from 'react';
import { describedBy, FieldError } from '@/components/ui/field-error';

/** One labelled control of a console form, its error under it (linked for screen readers). */
export function OpsField({
  id,
  label,
  error,
  help,
  children,
  className = 'col-12 col-md-6',
}: {
  id: string;
  label: string;
  error?: string;
  help?: string;
  className?: string;
  children: (aria: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string; invalid: string }) => ReactNode;
}) {
  const described = [describedBy(id, { error }), help ? `${id}-help` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`${className} mb-3`}>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': described,
        invalid: error ? ' is-invalid' : '',
      })}
      {help ? (
        <div id={`${id}-help`} className="form-text">
          {help}
        </div>
      ) : null}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** A group of checkboxes for a list of known values (visible profile fields, search fields). */
export function CheckboxGroup({
  id,
  legend,
  options,
  value,
  onChange,
  error,
}: {
  id: string;
  legend: string;
  options: readonly string[];
  value: readonly string[];
  onChange: (next: string[]) => void;
  error?: string;
}) {
  return (
    <fieldset className="col-12 mb-3" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="form-label fs-6">{legend}</legend>
      <div className="d-flex flex-wrap gap-3">
        {options.map((option) => (
          <div className="form-check" key={option}>
            <input
              className="form-check-input"
              type="checkbox"
              id={`${id}-${option}`}
              checked={value.includes(option)}
              onChange={(e) => onChange(e.target.checked ? [...value, option] : value.filter((v) => v !== option))}
            />
            <label className="form-check-label" htmlFor={`${id}-${option}`}>
              {option.replaceAll('_', ' ')}
            </label>
          </div>
        ))}
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}

/** A section of a long console form. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="card mb-4">
      <legend className="card-header h6 mb-0 w-100 float-none">{title}</legend>
      <div className="card-body row">{children}</div>
    </fieldset>
  );
}

/** Lines of a textarea as a list (one host, trade name or VAT number per line). */
export function linesOf(text: string): string[] {
  return text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
}
