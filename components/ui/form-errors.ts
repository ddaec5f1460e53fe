import { asApiError } from '@/lib/api-client/errors';

/** An error shown above a form (or beside a button): its code and the values its message names. */
export type GeneralError = { code: string; params?: Record<string, string | number> };

export type PlacedErrors = { fields: Record<string, string>; general: GeneralError | null };

/**
 * Where an API error shows in a form, so that no answer of the server goes unseen: a field code next
 * to its field when the form shows that field (the first code per field); a code named in `byCode`
 * (a wrong current password, a taken address) next to that field; everything else above the form with
 * its values, including a field code for a field this form does not show.
 */
export function placeErrors(
  caught: unknown,
  shown: readonly string[],
  byCode: Record<string, string> = {},
): PlacedErrors {
  const error = asApiError(caught);
  const fields: Record<string, string> = {};
  let unshown: GeneralError | null = null;
  for (const issue of error.fields ?? []) {
    const field = issue.path.split('.')[0] ?? '';
    if (!shown.includes(field)) unshown ??= { code: issue.code };
    else fields[field] ??= issue.code;
  }
  const target = byCode[error.code];
  if (target !== undefined && shown.includes(target))
    return { fields: { ...fields, [target]: error.code }, general: unshown };
  if (error.code !== 'validation_failed')
    return { fields, general: { code: error.code, ...(error.params ? { params: error.params } : {}) } };
  // A validation failure is told by its field codes; without one the form shows, the general message says it.
  return { fields, general: unshown ?? (Object.keys(fields).length === 0 ? { code: error.code } : null) };
}
