/** An API failure with the server's error code (translated with messages Errors.<code>). */
export class ApiError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    readonly fields?: { path: string; code: string }[],
    /** Values for the translated message, e.g. `{ minutes }` of account_locked. */
    readonly params?: Record<string, string | number>,
  ) {
    super(code);
  }
}

export function isAuthenticationRequired(status: number, body: unknown): boolean {
  const code = (body as { error?: { code?: unknown } } | null)?.error?.code;
  return status === 403 && code === 'authentication_required';
}

/** Whatever a call threw, as an ApiError: anything that is not one was a network failure. */
export function asApiError(caught: unknown): ApiError {
  return caught instanceof ApiError ? caught : new ApiError('network_error', 0);
}
