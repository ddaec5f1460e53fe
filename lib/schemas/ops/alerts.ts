import { z } from 'zod';

/** The kinds of notices the console raises for its staff (ops_alerts.kind). */
export const OPS_ALERT_KINDS = ['vulnerable_member', 'under_age', 'repeated_reply'] as const;
export type OpsAlertKind = (typeof OPS_ALERT_KINDS)[number];

/** GET /api/ops/alerts?state=open|all&kind= */
export const alertListQuery = z.strictObject({
  state: z.enum(['open', 'all'], { error: 'value_unknown' }).optional(),
  kind: z.enum(OPS_ALERT_KINDS, { error: 'value_unknown' }).optional(),
});
export type AlertListQuery = z.infer<typeof alertListQuery>;

/** POST /api/ops/alerts/{id}/handle: marks the notice handled; for a care notice optionally resolves the member's flag. */
export const alertHandleSchema = z.strictObject({ resolve_flag: z.boolean({ error: 'value_unknown' }).optional() });

export type OpsAlert = {
  id: string;
  kind: OpsAlertKind;
  site: { id: number; name: string } | null;
  member: { id: string; name: string | null } | null;
  reason: string | null;
  message_id: string | null;
  created_at: string;
  handled_at: string | null;
  handled_by: string | null;
  flag_open: boolean;
};
