/**
 * Field limits that forms show and schemas enforce. Kept in a module without zod, so that client code
 * which only needs a number (the shell's error texts, hints under fields) does not bring the validator
 * into every page's first load.
 */
export const EMAIL_MAX = 254;
export const NAME_MIN = 2;
export const NAME_MAX = 30;
/** Password rules (README, decisions): 8–128 characters, anything allowed, not the e-mail, not a well-known password. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const SIGNUP_MESSAGE_MAX = 500;
export const OLDEST_AGE = 120;
/** The profile text; signup's message (at most 500 characters) becomes its first version. */
export const ABOUT_MAX = 1000;
/** Enough to describe someone, few enough that a profile stays readable. */
export const INTERESTS_MAX = 12;
/** The hard cap on a chat message whatever a site configures; each site's `message_length` is checked on the server. */
export const MESSAGE_MAX = 5000;
