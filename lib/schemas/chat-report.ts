import { z } from 'zod';
import { cleanTypedText } from './text';

/** Why a member reports the other member of a conversation (the chat header's "Report" dialog). */
export const CHAT_REPORT_REASONS = ['spam', 'scam', 'harassment', 'fake', 'underage', 'other'] as const;
export type ChatReportReason = (typeof CHAT_REPORT_REASONS)[number];
/** The messages attached to a report: enough to judge, no more of a private conversation than that. */
export const REPORT_ATTACHED_MESSAGES = 20;
export const REPORT_TEXT_MAX = 1000;

/** POST /api/chats/{id}/report: `client_id` is made once per report and kept across retries (one complaint). */
export const chatReportSchema = z.strictObject({
  client_id: z.uuid({ error: 'client_id_invalid' }),
  reason: z.enum(CHAT_REPORT_REASONS, { error: 'report_reason_invalid' }),
  text: z
    .string({ error: 'text_invalid' })
    .transform(cleanTypedText)
    .pipe(z.string().max(REPORT_TEXT_MAX, { error: 'report_text_too_long' }))
    .optional(),
});
export type ChatReportInput = z.input<typeof chatReportSchema>;
