import { splitErrors } from '@/components/account/form-errors';
import { asApiError } from '@/lib/api-client/errors';

export type GeneralError = { code: string; params?: Record<string, string | number> };

/**
 * Where an API error belongs in a settings form: codes that concern one field (a wrong current
 * password, a taken address) next to that field, every other code above the form with its values.
 */
export function placeFormError(caught: unknown, byField: Record<string, string> = {}): { fields: Record<string, string>; general: GeneralError | null } {
  const error = asApiError(caught);
  const split = splitErrors(error);
  const field = split.general ? byField[split.general] : undefined;
  if (field && split.general) return { fields: { ...split.fields, [field]: split.general }, general: null };
  return { fields: split.fields, general: split.general ? { code: split.general, params: error.params } : null };
}
