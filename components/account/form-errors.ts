import type { ApiError } from '@/lib/api-client/errors';

/** Field codes by field name (first code per field), and what belongs to no field. */
export function splitErrors(error: ApiError): { fields: Record<string, string>; general: string | null } {
  const fields: Record<string, string> = {};
  for (const issue of error.fields ?? []) {
    const field = issue.path.split('.')[0] || '';
    if (field && !fields[field]) fields[field] = issue.code;
  }
  const hasFields = Object.keys(fields).length > 0;
  return { fields, general: hasFields && error.code === 'validation_failed' ? null : error.code };
}
