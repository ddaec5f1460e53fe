import 'server-only';
import { createHmac } from 'node:crypto';
import { parsePhoneNumber } from 'awesome-phonenumber';
import { deriveKey } from '@/lib/config/secrets';
import { AppError } from '@/lib/server/core/errors';

/**
 * A phone as typed, in E.164 (+31612345678), read with Google's libphonenumber data (awesome-phonenumber): a
 * national number ("06 12345678") is read in the member's country. Only numbers that can take a text message
 * (mobile, or mobile-or-fixed where the plan cannot tell); anything else is 422 with field code phone_invalid.
 */
export function normalisePhone(raw: string, country: string): string {
  const parsed = parsePhoneNumber(raw.trim(), { regionCode: country });
  const textable = parsed.type === 'mobile' || parsed.type === 'fixed-line-or-mobile';
  if (!parsed.valid || !textable)
    throw new AppError('validation_failed', { fields: [{ path: 'phone', code: 'phone_invalid' }] });
  return parsed.number.e164;
}

/** "+31 ••• ••• 678": enough for the member to recognise the number, too little to read it off a screen. */
export function maskPhone(e164: string): string {
  return `${e164.slice(0, 3)} ••• ••• ${e164.slice(-3)}`;
}

/** A phone in a rate-limit key or a log: a keyed hash, never the number. */
export function phoneKey(e164: string): string {
  return createHmac('sha256', deriveKey('limits')).update(`phone:${e164}`).digest('hex').slice(0, 32);
}
