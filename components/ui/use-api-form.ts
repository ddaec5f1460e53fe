'use client';
import { useState, type FormEvent } from 'react';
import { placeErrors, type GeneralError, type PlacedErrors } from './form-errors';

/** The state every entry form shares: busy while submitting, errors per field, one general error. */
export function useApiForm() {
  const [busy, setBusy] = useState(false);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<GeneralError | null>(null);
  /** Starts a submission: stops the browser's own submit, clears earlier errors and returns the form's values. */
  const begin = (event: FormEvent<HTMLFormElement>): FormData => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setBusy(true);
    setFields({});
    setGeneral(null);
    return data;
  };
  /** Ends a refused submission: every error placed (see placeErrors) and the form usable again. */
  const fail = (caught: unknown, shown: readonly string[], byCode?: Record<string, string>): PlacedErrors => {
    const placed = placeErrors(caught, shown, byCode);
    setFields(placed.fields);
    setGeneral(placed.general);
    setBusy(false);
    return placed;
  };
  return { busy, setBusy, fields, general, begin, fail };
}
