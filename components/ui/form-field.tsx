import type { InputHTMLAttributes, ReactNode } from 'react';

type Props = InputHTMLAttributes<HTMLInputElement> & { id: string; label: string; error?: string; help?: ReactNode };

/** A labelled Bootstrap input with its error right under it, linked for screen readers. */
export function FormField({ id, label, error, help, className, ...input }: Props) {
  const described = [error ? `${id}-error` : null, help ? `${id}-help` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <input
        id={id}
        className={`form-control${error ? ' is-invalid' : ''}${className ? ` ${className}` : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        {...input}
      />
      {error ? (
        <div id={`${id}-error`} className="invalid-feedback" role="alert">
          {error}
        </div>
      ) : null}
      {help ? (
        <div id={`${id}-help`} className="form-text">
          {help}
        </div>
      ) : null}
    </div>
  );
}
