import { z } from 'zod';
import { emailSchema } from './account';
import {
  COMPLAINT_CATEGORIES,
  COMPLAINT_MESSAGE_MAX,
  COMPLAINT_MESSAGE_MIN,
  COMPLAINT_NAME_MAX,
} from './complaint-categories';

export {
  COMPLAINT_CATEGORIES,
  COMPLAINT_MESSAGE_MAX,
  COMPLAINT_MESSAGE_MIN,
  COMPLAINT_NAME_MAX,
  type ComplaintCategory,
} from './complaint-categories';

/** POST /api/complaints: the form of /complaints. Each rule names its own field code (Errors.<code>). */
export const complaintSchema = z
  .object({
    name: z
      .string({ error: 'required' })
      .trim()
      .min(1, { error: 'required' })
      .max(COMPLAINT_NAME_MAX, { error: 'complaint_name_too_long' })
      .refine((v) => !/[\u0000-\u001f\u007f<>]/.test(v), { error: 'name_invalid' }),
    email: emailSchema,
    category: z.enum(COMPLAINT_CATEGORIES, { error: 'category_invalid' }),
    message: z
      .string({ error: 'required' })
      .trim()
      .min(1, { error: 'required' })
      .min(COMPLAINT_MESSAGE_MIN, { error: 'complaint_message_too_short' })
      .max(COMPLAINT_MESSAGE_MAX, { error: 'complaint_message_too_long' }),
  })
  .strict();

export type ComplaintInput = z.infer<typeof complaintSchema>;

/** The answer to a complaint: the reference the visitor quotes and where the acknowledgement went. */
export type ComplaintReceipt = { reference: string; email: string };
