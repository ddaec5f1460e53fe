import { z } from 'zod';
import { MINIMUM_AGE } from '@/lib/config/constants';
import { LOCALES } from '@/lib/config/locales';
import { ageOn, parseIsoDate } from '@/lib/utils/age';
import {
  EMAIL_MAX,
  NAME_MAX,
  NAME_MIN,
  OLDEST_AGE,
  PASSWORD_MAX,
  PASSWORD_MIN,
  SIGNUP_MESSAGE_MAX,
} from './form-limits';

/**
 * Account forms (signup, login, password reset): one contract for the route handlers and the client
 * forms. Each rule names its own field code as the issue message (`email_invalid`, `too_young`); the
 * API returns them in `error.fields` and the form shows messages Errors.<code> next to the field.
 */

export {
  EMAIL_MAX,
  NAME_MAX,
  NAME_MIN,
  OLDEST_AGE,
  PASSWORD_MAX,
  PASSWORD_MIN,
  SIGNUP_MESSAGE_MAX,
} from './form-limits';

// The most common passwords of at least eight characters in public breach corpora; a short list
// that catches the worst choices without a network call or a large file.
const COMMON_PASSWORDS = new Set([
  '12345678',
  '123456789',
  '1234567890',
  '12345678910',
  '11111111',
  '00000000',
  '88888888',
  '87654321',
  '11223344',
  '12341234',
  '123123123',
  '1q2w3e4r',
  '1q2w3e4r5t',
  '1qaz2wsx',
  'qwertyui',
  'qwertyuiop',
  'qwerty123',
  'qwerty12',
  'azertyui',
  'asdfghjk',
  'asdfasdf',
  'zxcvbnm1',
  'password',
  'password1',
  'password12',
  'password123',
  'passw0rd',
  'p@ssw0rd',
  'p@ssword',
  'iloveyou',
  'iloveyou1',
  'sunshine',
  'princess',
  'football',
  'baseball',
  'whatever',
  'trustno1',
  'superman',
  'starwars',
  'welcome1',
  'welcome123',
  'letmein1',
  'abcd1234',
  'abc12345',
  'abcdefgh',
  'computer',
  'michelle',
  'jennifer',
  'jordan23',
  'liverpool',
  'changeme',
  'dragon12',
  'master12',
  'monkey12',
  'shadow12',
  'mustang1',
  'internet',
  'samsung1',
  'aa123456',
  'a1234567',
  'qwer1234',
  'zaq12wsx',
  'q1w2e3r4',
  'q1w2e3r4t5',
  'loveyou1',
  'lovelove',
  'hellohello',
  'hello123',
  'wachtwoord',
  'passwort',
  'motdepasse',
  'contraseña',
  'contrasena',
  'salasana',
  'lösenord',
  'losenord',
  'adgangskode',
  'passord1',
  'haslo123',
  'password!',
]);

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}

export const emailSchema = z
  .string({ error: 'required' })
  .trim()
  .toLowerCase()
  .min(1, { error: 'required' })
  .max(EMAIL_MAX, { error: 'email_invalid' })
  .pipe(z.email({ error: 'email_invalid' }));

/** A new password typed again. */
export const passwordConfirmationSchema = z
  .string({ error: 'required' })
  .max(PASSWORD_MAX, { error: 'password_too_long' });

/**
 * The one rule of a new password typed twice (reset, password change): the confirmation, when the form sends
 * one, is the password; otherwise field code `passwords_mismatch` on `password_confirmation`.
 */
export function passwordsMatch(form: { password: string; password_confirmation?: string }, ctx: z.RefinementCtx): void {
  if (form.password_confirmation !== undefined && form.password_confirmation !== form.password) {
    ctx.addIssue({ code: 'custom', path: ['password_confirmation'], message: 'passwords_mismatch' });
  }
}

export const passwordSchema = z
  .string({ error: 'required' })
  .min(1, { error: 'required' })
  .min(PASSWORD_MIN, { error: 'password_too_short' })
  .max(PASSWORD_MAX, { error: 'password_too_long' })
  .refine((p) => !isCommonPassword(p), { error: 'password_too_common' });

function looksLikeEmail(value: string): boolean {
  return /\S+@\S+\.\S+/.test(value);
}

/** Spec §5: a profile name differs from the member's e-mail and is no e-mail address at all. */
export function nameIsEmail(name: string, email: string): boolean {
  const lower = name.trim().toLowerCase();
  return lower === email.trim().toLowerCase() || looksLikeEmail(lower);
}

/** The display-name rule of signup and the profile editor (the e-mail comparison needs the account: nameIsEmail). */
export const nameSchema = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .min(NAME_MIN, { error: 'name_too_short' })
  .max(NAME_MAX, { error: 'name_too_long' })
  // Control characters and angle brackets have no place in a display name.
  .refine((n) => !/[\p{Cc}<>]/u.test(n), { error: 'name_invalid' })
  .refine((n) => !n.startsWith('@'), { error: 'name_at_sign' });

/** A real YYYY-MM-DD date of birth of someone aged MINIMUM_AGE to OLDEST_AGE on `today()`. */
export function makeBirthDateSchema(today: () => Date = () => new Date()) {
  return z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .superRefine((value, ctx) => {
      const birth = parseIsoDate(value);
      const age = birth ? ageOn(birth, today()) : NaN;
      if (!birth || !(age >= 0) || age > OLDEST_AGE) ctx.addIssue({ code: 'custom', message: 'date_invalid' });
      else if (age < MINIMUM_AGE)
        ctx.addIssue({ code: 'custom', message: 'too_young', params: { minimum: MINIMUM_AGE } });
    });
}

/** The signup form of spec §3; `today` is injected so the server can judge the age by its own clock. */
export function makeSignupSchema(today: () => Date = () => new Date()) {
  return z
    .strictObject({
      email: emailSchema,
      name: nameSchema,
      password: passwordSchema,
      date_of_birth: makeBirthDateSchema(today),
      signup_message: z.string().trim().max(SIGNUP_MESSAGE_MAX, { error: 'signup_message_too_long' }).optional(),
      /** The language of the page the visitor signed up on (a lander's slug may name another than the site's). */
      language: z.enum(LOCALES, { error: 'unsupported_language' }).optional(),
    })
    .superRefine((form, ctx) => {
      if (nameIsEmail(form.name, form.email))
        ctx.addIssue({ code: 'custom', path: ['name'], message: 'name_is_email' });
      if (form.password.toLowerCase() === form.email)
        ctx.addIssue({ code: 'custom', path: ['password'], message: 'password_is_email' });
    });
}

export const signupSchema = makeSignupSchema();
export type SignupInput = z.infer<typeof signupSchema>;

/** Login: no format rules beyond sane bounds, so a typo answers like a wrong password. */
export const loginSchema = z.strictObject({
  email: z
    .string({ error: 'required' })
    .trim()
    .toLowerCase()
    .min(1, { error: 'required' })
    .max(EMAIL_MAX, { error: 'email_invalid' }),
  password: z.string({ error: 'required' }).min(1, { error: 'required' }).max(1024, { error: 'password_too_long' }),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const passwordResetRequestSchema = z.strictObject({ email: emailSchema });
export type PasswordResetRequestInput = z.infer<typeof passwordResetRequestSchema>;

/** Tokens are 32 random bytes in base64url (43 characters); anything else cannot be one. */
export const tokenSchema = z
  .string({ error: 'token_invalid' })
  .regex(/^[A-Za-z0-9_-]{20,128}$/, { error: 'token_invalid' });

export const passwordResetConfirmSchema = z
  .strictObject({ token: tokenSchema, password: passwordSchema, password_confirmation: passwordConfirmationSchema })
  .superRefine(passwordsMatch);
export type PasswordResetConfirmInput = z.infer<typeof passwordResetConfirmSchema>;

export const activateQuerySchema = z.object({ token: z.string().max(256).optional() });
