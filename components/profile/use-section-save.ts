'use client';
import { useState } from 'react';
import type { OwnProfile, ProfilePatchInput } from '@/lib/schemas/profile';
import { placeErrors, type GeneralError } from '@/components/ui/form-errors';

export type SaveState = {
  busy: boolean;
  saved: boolean;
  /** Field codes by field name, shown next to their control. */
  fields: Record<string, string>;
  /** A failure that belongs to no field the section shows (network, rate limit). */
  general: GeneralError | null;
};

/**
 * One profile section's save: busy while the PATCH runs, then either "saved" or the server's field
 * codes. `save` is useOwnProfile's, so every section updates the one cached profile. A section shows
 * an error beside every field it sends; the consent travels with the data but has no field of its own.
 */
export function useSectionSave(save: (patch: ProfilePatchInput) => Promise<OwnProfile>) {
  const [state, setState] = useState<SaveState>({ busy: false, saved: false, fields: {}, general: null });
  const submit = async (patch: ProfilePatchInput): Promise<OwnProfile | null> => {
    setState({ busy: true, saved: false, fields: {}, general: null });
    try {
      const stored = await save(patch);
      setState({ busy: false, saved: true, fields: {}, general: null });
      return stored;
    } catch (error) {
      const shown = Object.keys(patch).filter((field) => field !== 'special_consent');
      setState({ busy: false, saved: false, ...placeErrors(error, shown) });
      return null;
    }
  };
  /** A change after saving hides the "saved" note again. */
  const touch = () => setState((s) => (s.saved ? { ...s, saved: false } : s));
  return { ...state, submit, touch };
}
