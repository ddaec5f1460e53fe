import 'server-only';

/** Every error code the API can answer with; the client translates each one from messages/<locale>.json (Errors). */
export const ERROR_STATUS = {
  authentication_required: 403,
  validation_failed: 422,
  invalid_json: 400,
  not_found: 404,
  method_not_allowed: 405,
  cross_site_request: 403,
  rate_limited: 429,
  unknown_site: 421,
  payload_too_large: 413,
  unsupported_media_type: 415,
  unsupported_language: 422,
  signups_closed: 403,
  email_taken: 409,
  email_deleted_recoverable: 409,
  login_failed: 401,
  account_locked: 423,
  token_invalid: 400,
  passwords_mismatch: 422,
  resend_limit: 429,
  already_active: 409,
  photo_limit_reached: 409,
  photo_invalid: 422,
  old_password_wrong: 422,
  consent_required: 422,
  account_deleted: 409,
  forbidden: 403,
  idempotency_key_invalid: 400,
  idempotency_key_reused: 422,
  request_in_progress: 409,
  insufficient_credits: 402,
  premium_required: 403,
  recipient_unavailable: 409,
  recipient_unconfirmed: 409,
  member_blocked: 409,
  daily_likes_reached: 409,
  // Chat anti-abuse (issue 16 §3): refused before the charge
  message_repeated: 422,
  contact_details_blocked: 422,
  // Money (issue 14)
  package_unavailable: 422,
  payment_method_unavailable: 422,
  payment_provider_unavailable: 503,
  payment_provider_rejected: 502,
  order_not_payable: 409,
  payments_blocked: 403,
  spend_limit_reached: 409,
  refund_not_allowed: 409,
  mandate_required: 409,
  discount_not_found: 404,
  discount_used: 409,
  discount_pending: 409,
  discount_expired: 409,
  discount_minimum_not_met: 422,
  discount_wrong_country: 422,
  discount_wrong_method: 422,
  iban_blocked: 409,
  phone_blocked: 409,
  direct_debit_limit_reached: 409,
  otp_required: 409,
  otp_invalid: 422,
  otp_expired: 422,
  otp_attempts_exhausted: 429,
  // Operators (issue 15)
  totp_required: 401,
  totp_invalid: 401,
  totp_enrolment_required: 403,
  totp_already_enabled: 409,
  claim_taken: 409,
  claim_required: 409,
  honest_answer_required: 422,
  contact_details_refused: 422,
  domain_taken: 409,
  persona_has_open_conversations: 409,
  last_admin: 409,
  already_reviewed: 409,
  // Live (issue 16)
  mailing_not_draft: 409,
  service_unavailable: 503,
  internal_error: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export type FieldIssue = { path: string; code: string };

/** Values the client's translated message needs, e.g. `{ minutes }` for account_locked. */
export type ErrorParams = Record<string, string | number>;

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly fields?: FieldIssue[];
  readonly retryAfterS?: number;
  readonly params?: ErrorParams;

  constructor(
    code: ErrorCode,
    options: { fields?: FieldIssue[]; retryAfterS?: number; params?: ErrorParams; cause?: unknown } = {},
  ) {
    super(code, { cause: options.cause });
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.fields = options.fields;
    this.retryAfterS = options.retryAfterS;
    this.params = options.params;
  }
}

/** Database failures that mean "try again shortly" rather than a bug. */
export function isUnavailableError(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown; cause?: unknown } | null;
  if (!e || typeof e !== 'object') return false;
  const code = typeof e.code === 'string' ? e.code : '';
  const message = typeof e.message === 'string' ? e.message : '';
  if (
    [
      'ECONNREFUSED',
      'ECONNRESET',
      'ETIMEDOUT',
      'EPIPE',
      '57P01',
      '57P02',
      '57P03',
      '53300',
      '08000',
      '08003',
      '08006',
      '57014',
    ].includes(code)
  )
    return true;
  if (/timeout exceeded when trying to connect|Connection terminated|connect ECONNREFUSED/i.test(message)) return true;
  return e.cause !== undefined && e.cause !== error ? isUnavailableError(e.cause) : false;
}
