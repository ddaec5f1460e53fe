import { MINIMUM_AGE } from '@/lib/config/constants';
// The zod-free limits: this module is in the shell of every page, the validator is not.
import {
  ABOUT_MAX,
  INTERESTS_MAX,
  MESSAGE_MAX,
  NAME_MAX,
  NAME_MIN,
  PASSWORD_MAX,
  PASSWORD_MIN,
  SIGNUP_MESSAGE_MAX,
} from '@/lib/schemas/form-limits';

export type ErrorValues = Record<string, string | number>;
export type ErrorText = (code: string, params?: ErrorValues) => string;
/** A translator of the Errors namespace, addressed with run-time codes. */
export type ErrorTranslator = ((key: string, values?: ErrorValues) => string) & { has: (key: string) => boolean };

// The limits the field messages name; the server sends only the code.
const LIMITS: Record<string, ErrorValues> = {
  name_too_short: { min: NAME_MIN },
  name_too_long: { max: NAME_MAX },
  password_too_short: { min: PASSWORD_MIN },
  password_too_long: { max: PASSWORD_MAX },
  too_young: { age: MINIMUM_AGE },
  signup_message_too_long: { max: SIGNUP_MESSAGE_MAX },
  about_too_long: { max: ABOUT_MAX },
  interests_too_many: { max: INTERESTS_MAX },
  message_too_long: { max: MESSAGE_MAX },
};

/** An API error or field code as the text Errors.<code>, with its limits; unknown codes give the generic message. */
export function errorTextFrom(translate: ErrorTranslator): ErrorText {
  return (code, params) =>
    translate.has(code) ? translate(code, { ...LIMITS[code], ...params }) : translate('generic');
}
