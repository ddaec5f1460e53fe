import { electronicFormatIBAN, extractIBAN, isSEPACountry, isValidIBAN } from 'ibantools';
import { z } from 'zod';
import { packageIdSchema } from './payments';

/**
 * The direct-debit mandate text the member agrees to (spec §5: the consent checkbox is required). Its words are
 * DirectDebit.consent in messages/<locale>.json; a new wording gets a new version (the date it took effect), and
 * the exact text shown, in the member's language, is stored with each request beside this version and its hash.
 */
export const DIRECT_DEBIT_CONSENT_VERSION = '2026-11-26';

/** One-time codes (issue 14 §6): six digits, ten minutes, five tries, single use. */
export const OTP_LENGTH = 6;
export const OTP_TTL_MS = 10 * 60_000;
export const OTP_MAX_ATTEMPTS = 5;

export const HOLDER_MAX = 70;
export const STREET_MAX = 100;
export const HOUSE_NUMBER_MAX = 16;
export const ZIP_MAX = 12;
export const CITY_MAX = 60;
const PHONE_MAX = 32;

/** Printable text only: no control characters, no angle brackets. */
const plain = (max: number, tooLong: string) =>
  z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(max, { error: tooLong })
    .refine((v) => !/[\u0000-\u001f\u007f<>]/.test(v), { error: 'text_invalid' });

/** A phone as typed; the server normalises it to E.164 with the member's country as the default region. */
export const phoneInputSchema = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .max(PHONE_MAX, { error: 'phone_invalid' })
  .regex(/^[+0-9 ()./-]+$/, { error: 'phone_invalid' });

/**
 * An IBAN as typed (spaces and lower case allowed), checked with ibantools (country format and checksum) and
 * kept only for SEPA countries; the value becomes the electronic format (NL91ABNA0417164300).
 */
export const ibanSchema = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .max(42, { error: 'iban_invalid' })
  .transform((v) => electronicFormatIBAN(v) ?? '')
  .superRefine((v, ctx) => {
    if (!isValidIBAN(v)) ctx.addIssue({ code: 'custom', message: 'iban_invalid' });
    else if (!isSEPACountry(extractIBAN(v).countryCode ?? ''))
      ctx.addIssue({ code: 'custom', message: 'iban_not_sepa' });
  });

/** POST /api/direct-debit/code: send a code to this phone. */
export const sendCodeSchema = z.object({ phone: phoneInputSchema }).strict();
export type SendCodeInput = z.input<typeof sendCodeSchema>;

/** POST /api/direct-debit (with an Idempotency-Key): the form of /directdebit (spec §3). */
export const directDebitSchema = z
  .object({
    package: packageIdSchema,
    otp: z
      .string({ error: 'required' })
      .trim()
      .regex(new RegExp(`^[0-9]{${OTP_LENGTH}}$`), { error: 'otp_format' }),
    holder: plain(HOLDER_MAX, 'holder_too_long'),
    iban: ibanSchema,
    street: plain(STREET_MAX, 'street_too_long'),
    house_number: plain(HOUSE_NUMBER_MAX, 'house_number_too_long'),
    zip: plain(ZIP_MAX, 'zip_too_long'),
    city: plain(CITY_MAX, 'city_too_long'),
    phone: phoneInputSchema,
    // Any other version is a text the member did not see (an old tab): they must agree to the current one.
    consent_version: z.literal(DIRECT_DEBIT_CONSENT_VERSION, { error: 'consent_required' }),
    discount_code: z.string().trim().min(1).max(40).optional(),
  })
  .strict();
/** What the client sends: without a ticked consent no version, and the server answers consent_required. */
export type DirectDebitInput = Omit<z.input<typeof directDebitSchema>, 'consent_version'> & {
  consent_version?: string;
};
export type DirectDebitData = z.output<typeof directDebitSchema>;

/** The answer to POST /api/direct-debit/code: where the code went (masked) and until when it works. */
export const codeSentSchema = z.object({ phone: z.string(), phone_masked: z.string(), expires_at: z.string() });
export type CodeSent = z.infer<typeof codeSentSchema>;

/** The answer to POST /api/direct-debit: the mandate as the member recognises it and the order, pending until collected. */
export const directDebitResultSchema = z.object({
  mandate: z.object({ id: z.string(), label: z.string(), reference: z.string() }),
  order: z.object({
    id: z.string(),
    status: z.string(),
    amount: z.number().int(),
    currency: z.string(),
    credits: z.number().int(),
  }),
});
export type DirectDebitResult = z.infer<typeof directDebitResultSchema>;

/** A text message of the embedded SMS outbox, as the demo outbox page lists it. */
export type OutboxSms = { id: string; to: string; text: string; createdAt: string };

/** "NL** **** **** **** 4300": the country and the last four (the length is not told), as the mandate label shows it. */
export function maskIban(iban: string): string {
  return `${iban.slice(0, 2)}** **** **** **** ${iban.slice(-4)}`;
}
