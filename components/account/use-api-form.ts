'use client';
import { useState, type FormEvent } from 'react';

/** The state every entry form shares: busy while submitting, errors per field, one general error. */
export function useApiForm<General>() {
  const [busy, setBusy] = useState(false);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<General | null>(null);
  /** Starts a submission: stops the browser's own submit, clears earlier errors and returns the form's values. */
  const begin = (event: FormEvent<HTMLFormElement>): FormData => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setBusy(true);
    setFields({});
    setGeneral(null);
    return data;
  };
  return { busy, setBusy, fields, setFields, general, setGeneral, begin };
}
