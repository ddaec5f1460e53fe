import { z } from 'zod';
import { loginSchema } from '@/lib/schemas/account';

/** A TOTP code as typed: six digits (spaces an authenticator app shows between groups are dropped). */
export const otpSchema = z
  .string({ error: 'required' })
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, { error: 'totp_invalid' }));

/** Operator login: the member login's bounds (a typo answers like a wrong password), and the code when asked. */
export const opsLoginSchema = z.strictObject({
  ...loginSchema.shape,
  otp: otpSchema.optional(),
});
export type OpsLoginInput = z.infer<typeof opsLoginSchema>;
