'use client';
import { useState } from 'react';
import { asApiError } from '@/lib/api-client/errors';
import type { OwnProfile, ProfilePatchInput } from '@/lib/schemas/profile';
import { splitErrors } from '@/components/account/form-errors';

export type SaveState = {
  busy: boolean;
  saved: boolean;
  /** Field codes by field name, shown next to their control. */
  fields: Record<string, string>;
  /** A failure that belongs to no field (network, rate limit). */
  general: string | null;
};

/**
 * One profile section's save: busy while the PATCH runs, then either "saved" or the server's field
 * codes. `save` is useOwnProfile's, so every section updates the one cached profile.
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
      const { fields, general } = splitErrors(asApiError(error));
      setState({ busy: false, saved: false, fields, general });
      return null;
    }
  };
  /** A change after saving hides the "saved" note again. */
  const touch = () => setState((s) => (s.saved ? { ...s, saved: false } : s));
  return { ...state, submit, touch };
}
