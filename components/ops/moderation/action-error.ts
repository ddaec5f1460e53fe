import { asApiError } from '@/lib/api-client/errors';

/** The console is English-only: a refusal reads as its code in words, with the fields it names. */
export function actionError(caught: unknown): string {
  const error = asApiError(caught);
  const fields = error.fields?.map((f) => `${f.path}: ${f.code.replaceAll('_', ' ')}`).join(', ');
  return `Refused: ${error.code.replaceAll('_', ' ')}${fields ? ` (${fields})` : ''}.`;
}
