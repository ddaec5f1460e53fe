import { z } from 'zod';
import { sendTextSchema } from '@/lib/schemas/chat';

/** Conversations per page of the inbox. */
export const INBOX_PAGE = 50;

export const inboxQuerySchema = z.strictObject({
  cursor: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,200}$/, { error: 'cursor_invalid' })
    .optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
});

export const conversationParams = z.object({ id: z.uuid() });

export const conversationQuerySchema = z.strictObject({ before: z.uuid({ error: 'cursor_invalid' }).optional() });

/** An operator's answer: the member API's message shape. */
export const answerSchema = sendTextSchema;

export const noteSchema = z.strictObject({
  subject_type: z.enum(['member', 'persona']),
  subject_id: z.uuid(),
  body: z.string().trim().min(1, { error: 'message_empty' }).max(2000, { error: 'message_too_long' }),
});
export const notesQuerySchema = z.strictObject({ subject_type: z.enum(['member', 'persona']), subject_id: z.uuid() });

const LANGUAGES = ['da', 'de', 'en', 'es', 'fi', 'fr', 'it', 'nl', 'no', 'pl', 'sv'] as const;
export const cannedReplySchema = z.strictObject({
  language: z.enum(LANGUAGES),
  site_id: z.number().int().positive().nullable().optional(),
  title: z.string().trim().min(1).max(100),
  body: z.string().trim().min(1).max(2000),
});
export const cannedReplyPatchSchema = cannedReplySchema.partial();
export const cannedRepliesQuerySchema = z.strictObject({ language: z.enum(LANGUAGES).optional() });

export type InboxEntry = {
  id: string;
  site: { id: number; key: string; name: string };
  member: { id: string; name: string; language: string };
  persona: { id: string; label: string; user_id: string; name: string };
  waiting_since: string;
  waited_seconds: number;
  honesty: boolean;
  claimed_by: { id: string; name: string; mine: boolean } | null;
};
export type InboxPage = { conversations: InboxEntry[]; next_cursor: string | null };
