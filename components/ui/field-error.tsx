/** The error under a control, linked to it by id (`aria-describedby`) and announced when it appears. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <div id={id} className="invalid-feedback d-block" role="alert">
      {message}
    </div>
  );
}

/** A note under a control's label saying why it cannot be used yet (`${id}-note`). */
export function FieldNote({ id, note }: { id: string; note?: string }) {
  return note ? (
    <p id={`${id}-note`} className="form-text mt-0">
      {note}
    </p>
  ) : null;
}

/** The `aria-describedby` of a control with an optional note and error (and any ids always there). */
export function describedBy(
  id: string,
  { note, error, always = [] }: { note?: string; error?: string; always?: string[] },
): string | undefined {
  const ids = [...always, note ? `${id}-note` : '', error ? `${id}-error` : ''].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}
