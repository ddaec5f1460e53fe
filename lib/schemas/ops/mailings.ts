import { z } from 'zod';
import { LOCALES } from '@/lib/config/locales';

/** The console's Mailings page (issue 16 §6): operator-written mails for the opt-in switches. */
export const MAILING_KINDS = ['promotions', 'news'] as const;
export type MailingKind = (typeof MAILING_KINDS)[number];
export const MAILING_STATUSES = ['draft', 'scheduled', 'sending', 'sent'] as const;
export type MailingStatus = (typeof MAILING_STATUSES)[number];

export const MAILING_SUBJECT_MAX = 150;
export const MAILING_BODY_MAX = 20_000;

const text = (max: number) =>
  z
    .string({ error: 'required' })
    .trim()
    .max(max, { error: 'too_long' })
    .refine((v) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(v), { error: 'text_invalid' })
    .pipe(z.string().min(1, { error: 'required' }));

const fields = {
  /** Null: every site (only an admin of every site may write one). */
  site_id: z
    .number({ error: 'required' })
    .int({ error: 'out_of_range' })
    .min(1, { error: 'out_of_range' })
    .max(2_147_483_647, { error: 'out_of_range' })
    .nullable(),
  kind: z.enum(MAILING_KINDS, { error: 'value_unknown' }),
  language: z.enum(LOCALES, { error: 'value_unknown' }),
  subject: text(MAILING_SUBJECT_MAX).refine((v) => !/[\r\n]/.test(v), { error: 'text_invalid' }),
  body: text(MAILING_BODY_MAX).refine((v) => !/<\s*[a-z!/?]/i.test(v), { error: 'markup_not_allowed' }),
};

export const mailingCreateSchema = z.object(fields).strict();
export type MailingCreateInput = z.infer<typeof mailingCreateSchema>;

export const mailingPatchSchema = z
  .object(fields)
  .partial()
  .strict()
  .refine((v) => Object.keys(v).length > 0, { error: 'nothing_to_update' });
export type MailingPatchInput = z.infer<typeof mailingPatchSchema>;

/** POST /api/ops/mailings/{id}/send: now, or at a later time (scheduled; cancel brings it back to a draft). */
export const mailingSendSchema = z
  .object({ send_at: z.iso.datetime({ offset: true, error: 'date_invalid' }).optional() })
  .strict();
export type MailingSendInput = z.infer<typeof mailingSendSchema>;

export const mailingParams = z.object({ id: z.uuid() });

export type OpsMailing = {
  id: string;
  site_id: number | null;
  kind: MailingKind;
  language: string;
  subject: string;
  body: string;
  status: MailingStatus;
  send_at: string | null;
  sent_at: string | null;
  recipients: number | null;
  created_at: string;
};

export type MailingPreview = { subject: string; text: string; html: string };
