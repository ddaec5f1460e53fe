import type { ComplaintCategory } from '@/lib/schemas/complaint-categories';

/**
 * The complaints form's texts, formatted on the server in the page's language (the page carries no translation
 * runtime). The error texts load when the visitor starts on the form (complaint-error-text.ts); `fallbackErrors`
 * stand in for them until then, or when they cannot load.
 */
export type ComplaintFormTexts = {
  name: string;
  email: string;
  emailHelp: string;
  category: string;
  categoryChoose: string;
  categories: Record<ComplaintCategory, string>;
  message: string;
  messageHelp: string;
  submit: string;
  submitting: string;
  doneTitle: string;
  /** The thanks around the address the answer goes to: [before, after]. */
  doneBody: readonly [string, string];
  reference: string;
  /** The errors the form meets most, and the generic one for every other code, while the error texts are not loaded. */
  fallbackErrors: Record<(typeof FALLBACK_CODES)[number], string>;
};

/** The codes whose texts the page carries (an empty form's refusal, no connection), beside `generic`. */
export const FALLBACK_CODES = ['generic', 'required', 'email_invalid', 'category_invalid', 'network_error'] as const;
