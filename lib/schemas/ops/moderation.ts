import { z } from 'zod';

/** Complaint statuses as the console sets them (the database checks the same list: complaints_status_known). */
export const COMPLAINT_STATUSES = ['open', 'answered', 'closed'] as const;
export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number];

/** The longest answer, rejection reason, ban reason and adjustment reason an operator may write. */
export const ANSWER_MAX = 5000;
export const REASON_MAX = 500;
/** The largest credit adjustment in one step, either way: a typo of an extra zero or two is refused, not booked. */
export const ADJUSTMENT_MAX = 100_000;

const text = (max: number) =>
  z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(max, { error: 'remarks_too_long' });

const siteFilter = z.coerce.number({ error: 'value_unknown' }).int({ error: 'value_unknown' }).positive({
  error: 'value_unknown',
});

export const idParams = z.object({ id: z.uuid() });
export const orderParams = z.object({ id: z.uuid(), orderId: z.uuid() });

/** GET /api/ops/complaints?status=&site= */
export const complaintListQuery = z.strictObject({
  status: z.enum(COMPLAINT_STATUSES, { error: 'value_unknown' }).optional(),
  site: siteFilter.optional(),
});
export type ComplaintListQuery = z.infer<typeof complaintListQuery>;

/** PATCH /api/ops/complaints/{id}: the status and/or the operator it is assigned to (null: nobody). */
export const complaintPatchSchema = z
  .strictObject({
    status: z.enum(COMPLAINT_STATUSES, { error: 'value_unknown' }).optional(),
    assigned_to: z.uuid({ error: 'value_unknown' }).nullable().optional(),
  })
  .refine((v) => v.status !== undefined || v.assigned_to !== undefined, { error: 'nothing_to_update' });
export type ComplaintPatch = z.infer<typeof complaintPatchSchema>;

/** POST /api/ops/complaints/{id}/answer */
export const complaintAnswerSchema = z.strictObject({ body: text(ANSWER_MAX) });

/** GET /api/ops/photos?cursor= (the createdAt|id of the last photo of the previous page). */
export const photoQueueQuery = z.strictObject({
  cursor: z
    .string()
    .regex(/^\d{13}\|[0-9a-f-]{36}$/i, { error: 'cursor_invalid' })
    .optional(),
});

/** POST /api/ops/photos/{id}/reject, /members/{id}/ban */
export const reasonSchema = z.strictObject({ reason: text(REASON_MAX) });

/** GET /api/ops/members?q= */
export const memberSearchQuery = z.strictObject({
  q: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(200, { error: 'remarks_too_long' }),
});

/** POST /api/ops/members/{id}/credits: a positive or negative adjustment, never zero. */
export const creditAdjustmentSchema = z.strictObject({
  amount: z
    .number({ error: 'required' })
    .int({ error: 'value_unknown' })
    .min(-ADJUSTMENT_MAX, { error: 'value_unknown' })
    .max(ADJUSTMENT_MAX, { error: 'value_unknown' })
    .refine((n) => n !== 0, { error: 'value_unknown' }),
  reason: text(REASON_MAX),
});
export type CreditAdjustment = z.infer<typeof creditAdjustmentSchema>;

export type OpsComplaint = {
  id: string;
  reference: string;
  site: { id: number; key: string; name: string };
  user_id: string | null;
  name: string;
  email: string;
  category: string;
  message: string;
  locale: string;
  status: ComplaintStatus;
  assigned_to: { id: string; name: string } | null;
  answer: string | null;
  answered_at: string | null;
  answered_by: { id: string; name: string } | null;
  created_at: string;
  /** A report from a chat (issue 16 §3): the conversation and its last messages as they were when reported. */
  conversation_id: string | null;
  attached_messages: OpsReportedMessage[] | null;
};

/** One message attached to a chat report: from the member who reported, or from the member reported. */
export type OpsReportedMessage = { id: string; from: 'reporter' | 'reported'; kind: string; body: string; at: string };

export type OpsQueuedPhoto = {
  id: string;
  kind: 'free' | 'private';
  site: { id: number; key: string };
  member: { id: string; name: string };
  width: number;
  height: number;
  created_at: string;
  /** The console's own rendition route (operators are no members: the member photo route never serves them). */
  image: string;
};

export type OpsMemberRow = {
  id: string;
  site: { id: number; key: string };
  email: string;
  name: string | null;
  status: string;
  credits: number;
  fictional: boolean;
  signup_date: string;
};
