import { z } from 'zod';
import { emailSchema, passwordConfirmationSchema, passwordSchema, passwordsMatch, tokenSchema } from './account';

/**
 * Account settings (password, e-mail, visibility) and deletion: one contract for the route handlers
 * and the client forms. Field codes are the issue messages, translated from messages Errors.<code>.
 */

/** Spec §3 deletion reasons, in the order the form offers them. */
export const DELETION_REASONS = [
  'price',
  'found_someone',
  'not_looking',
  'site_problems',
  'no_members',
  'time',
  'other',
] as const;
export type DeletionReason = (typeof DELETION_REASONS)[number];
export const DELETION_REMARKS_MAX = 1000;

/** The password a member types to prove it is them: no format rules, so a typo answers like a wrong password. */
const currentPassword = z
  .string({ error: 'required' })
  .min(1, { error: 'required' })
  .max(1024, { error: 'password_too_long' });

export const passwordChangeSchema = z
  .strictObject({
    old_password: currentPassword,
    password: passwordSchema,
    password_confirmation: passwordConfirmationSchema.optional(),
  })
  .superRefine(passwordsMatch);
export type PasswordChangeInput = z.infer<typeof passwordChangeSchema>;

export const emailChangeSchema = z.strictObject({ email: emailSchema, password: currentPassword });
export type EmailChangeInput = z.infer<typeof emailChangeSchema>;

export const tokenBodySchema = z.strictObject({ token: tokenSchema });
export type TokenBody = z.infer<typeof tokenBodySchema>;

export const visibilitySchema = z.strictObject({ invisible: z.boolean({ error: 'required' }) });
export type VisibilityInput = z.infer<typeof visibilitySchema>;

export const deleteAccountSchema = z.strictObject({
  reason: z.enum(DELETION_REASONS, { error: 'required' }),
  remarks: z.string().trim().max(DELETION_REMARKS_MAX, { error: 'remarks_too_long' }).optional(),
  password: currentPassword,
});
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

export const reactivationMailSchema = z.strictObject({ email: emailSchema });
export type ReactivationMailInput = z.infer<typeof reactivationMailSchema>;

/** The answer of a confirmed mail-change link: `changed` is false when the link only re-confirmed the current address. */
export type MailChangeResult = { changed: boolean; email: string };
export type RetentionOffer = { code: string; percent: number; expires_at: string };
