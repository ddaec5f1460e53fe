import ky, { HTTPError, type Options } from 'ky';
import { newIdempotencyKey } from '@/lib/utils/idempotency-key';
import { ApiError, isAuthenticationRequired } from './errors';
import { RETRY_LIMIT, RETRY_STATUS_CODES, isStillRunning, retryDelay, waitsTooLong } from './retry';

type AuthLostListener = () => void;
const authLostListeners = new Set<AuthLostListener>();

/** The shell subscribes here: a 403 authentication_required from any API but the user endpoint logs the member out. */
export function onAuthenticationLost(listener: AuthLostListener): () => void {
  authLostListeners.add(listener);
  return () => authLostListeners.delete(listener);
}

type MeaningfulActionListener = () => void;
const meaningfulActionListeners = new Set<MeaningfulActionListener>();
// A message sent (a first one or in a conversation), a like given (a match is one): what may lead to the push alert.
const MEANINGFUL_ACTIONS = /^\/api\/(?:chats\/[^/]+\/messages|members\/[^/]+\/messages|likes|swipe\/likes)$/;

/** The push alert subscribes here (spec §4: it asks only after a meaningful action, never on page load). */
export function onMeaningfulAction(listener: MeaningfulActionListener): () => void {
  meaningfulActionListeners.add(listener);
  return () => meaningfulActionListeners.delete(listener);
}

/**
 * The one HTTP client: 5 retries with exponential delay and jitter on network errors and 408/429/5xx,
 * honouring a Retry-After of up to MAX_RETRY_AFTER_S (a longer one is answered at once); mutations are retried only with an Idempotency-Key, which stays the same on
 * every retry of one action because it is set once, before the first attempt.
 */
export const api = ky.create({
  credentials: 'same-origin',
  timeout: 20_000,
  retry: {
    limit: RETRY_LIMIT,
    methods: ['get', 'head', 'put', 'post', 'delete', 'patch'],
    statusCodes: [...RETRY_STATUS_CODES],
    afterStatusCodes: [413, 429, 503],
    delay: (attempt) => retryDelay(attempt),
    // 409 with Retry-After: the first request of this Idempotency-Key is still running; ask again shortly.
    // A Retry-After beyond one action's patience (a daily limit) ends the action, so its message shows.
    shouldRetry: ({ error }) => {
      if (!(error instanceof HTTPError)) return undefined;
      if (waitsTooLong(error.response)) return false;
      return isStillRunning(error.response) ? true : undefined;
    },
  },
  hooks: {
    beforeRetry: [
      ({ request, error }) => {
        // A mutation without a key might already have happened: never repeat it.
        const mutation = !['GET', 'HEAD'].includes(request.method);
        if (mutation && !request.headers.get('Idempotency-Key')) throw error;
      },
    ],
    afterResponse: [
      ({ request, response }) => {
        if (request.method !== 'POST' || !response.ok) return;
        if (MEANINGFUL_ACTIONS.test(new URL(request.url, 'http://x').pathname))
          for (const l of meaningfulActionListeners) l();
      },
      async ({ request, response }) => {
        if (response.status !== 403) return;
        const path = new URL(request.url, 'http://x').pathname;
        if (/^\/api\/user(\.php)?$/.test(path)) return;
        const body: unknown = await response
          .clone()
          .json()
          .catch(() => null);
        if (isAuthenticationRequired(response.status, body)) for (const l of authLostListeners) l();
      },
    ],
  },
});

/** A user action: one idempotency key for all of its retries. */
export function idempotent(options: Options = {}): Options {
  const headers = new Headers(options.headers as HeadersInit | undefined);
  if (!headers.has('Idempotency-Key')) headers.set('Idempotency-Key', newIdempotencyKey());
  return { ...options, headers };
}

/** Turns ky's HTTPError into an ApiError carrying the server's code. */
export async function toApiError(error: unknown): Promise<ApiError> {
  if (error instanceof HTTPError) {
    // ky 2 reads the error body into `error.data`, so the response body is already used.
    const data: unknown =
      error.data ??
      (error.response.bodyUsed
        ? null
        : await error.response
            .clone()
            .json()
            .catch(() => null));
    const body = data as { error?: { code?: string; fields?: ApiError['fields']; params?: ApiError['params'] } } | null;
    return new ApiError(
      body?.error?.code ?? 'internal_error',
      error.response.status,
      body?.error?.fields,
      body?.error?.params,
    );
  }
  return new ApiError('network_error', 0);
}

async function translated<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw await toApiError(error);
  }
}

let actionsInFlight = 0;
let settledWaiters: Array<() => void> = [];

/**
 * Resolves once no member action (apiCall) is in flight: a refusal seen while an action that renews the
 * session (an e-mail or password change) is still on its way may have been sent with the cookie it replaces.
 */
export function actionsSettled(): Promise<void> {
  if (actionsInFlight === 0) return Promise.resolve();
  return new Promise((resolve) => settledWaiters.push(resolve));
}

/** Runs a member action and turns any failure into an ApiError with the server's code. */
export async function apiCall<T>(run: () => Promise<T>): Promise<T> {
  actionsInFlight += 1;
  try {
    return await translated(run);
  } finally {
    actionsInFlight -= 1;
    if (actionsInFlight === 0) {
      const waiters = settledWaiters;
      settledWaiters = [];
      for (const resolve of waiters) resolve();
    }
  }
}

/** SWR's reads: not member actions, so a poll never holds back actionsSettled(). */
export async function fetcher<T>(url: string): Promise<T> {
  return translated(() => api.get(url).json<T>());
}
