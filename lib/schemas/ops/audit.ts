import { z } from 'zod';

/** GET /api/ops/audit: filters and the keyset cursor (`before`: the smallest id of the page seen). */
export const auditQuerySchema = z.strictObject({
  operator: z.uuid({ error: 'value_unknown' }).optional(),
  target_type: z
    .string()
    .regex(/^[a-z][a-z0-9_.-]{0,39}$/, { error: 'value_unknown' })
    .optional(),
  site: z.coerce
    .number({ error: 'value_unknown' })
    .int({ error: 'value_unknown' })
    .positive({ error: 'value_unknown' })
    .optional(),
  before: z.coerce
    .number({ error: 'cursor_invalid' })
    .int({ error: 'cursor_invalid' })
    .positive({ error: 'cursor_invalid' })
    .optional(),
  limit: z.coerce
    .number({ error: 'value_unknown' })
    .int({ error: 'value_unknown' })
    .min(1, { error: 'value_unknown' })
    .max(100, { error: 'value_unknown' })
    .optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;
