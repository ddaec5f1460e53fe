import 'server-only';
import { unstable_rethrow } from 'next/navigation';
import { NextResponse, type NextRequest } from 'next/server';
import { z } from 'zod';
import { normalizeHost } from '@/lib/edge/host';
import { lookupSite } from '@/lib/config/site-registry';
import { env } from '@/lib/config/env';
import { authenticationRequired, sessionSubject } from '@/lib/server/auth/session';
import { requestViewer, type Viewer } from '@/lib/server/auth/viewer';
import type { OpsRole } from '@/lib/db/schema';
import type { Operator } from '@/lib/server/ops/operator';
import { consoleServedOn, opsSessionSubject, resolveOperator, sealedOpsSession } from '@/lib/server/ops/session';
import { INTERNAL_HEADERS } from '@/lib/edge/internal-headers';
import { flushPendingPurge } from '@/lib/server/pages/purge-public-pages';
import { AppError, isUnavailableError, type ErrorCode, type FieldIssue } from '@/lib/server/core/errors';
import { claimIdempotencyKey, fingerprint, parseIdempotencyKey, type IdempotencyClaim } from './idempotency';
import { withAfterResponse } from '@/lib/server/core/background';
import { errorFields } from '@/lib/utils/error-fields';
import { log } from '@/lib/server/core/log';
import { requestContext, type RequestContext } from '@/lib/server/core/request-context';

const MAX_BODY_BYTES = 64 * 1024;
const MUTATIONS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Who may call a route, decided by the wrapper before the handler runs:
 * - `'member'`: a member's live session, else 403 `authentication_required` (with `reason: account_banned` for the
 *   live cookie of a member since suspended or banned); the handler's viewer is that member.
 * - `'optional'`: anyone; the viewer is the member of a live session, or null.
 * - `'none'`: anyone, and the session is not looked at (viewer null).
 * - `{ ops: roles }`: the operator console (issue 15). An operator's live console session (its own cookie, never
 *   a member's) holding one of the roles, else 403 (`authentication_required` without one, `forbidden` for
 *   another role); the handler's viewer is that Operator. With OPS_HOST set, 404 on every other host. A session
 *   that must first enrol its second factor (Operator.mustEnrol) gets 403 `totp_enrolment_required`, except on
 *   the routes that say `enrolment: true` (who am I, logout, the enrolment itself).
 */
export type Auth = 'member' | 'optional' | 'none' | { ops: readonly OpsRole[]; enrolment?: true };

export type ViewerOf<A extends Auth> = A extends 'member'
  ? Viewer
  : A extends 'optional'
    ? Viewer | null
    : A extends 'none'
      ? null
      : Operator;

export type Handler<B, Q, P, A extends Auth> = (input: {
  request: NextRequest;
  body: B;
  query: Q;
  params: P;
  context: RequestContext;
  viewer: ViewerOf<A>;
  /** The request's cookie was the live one of a member since suspended or banned (only looked at with `auth: 'optional'`). */
  barred: boolean;
}) => Promise<Response | Record<string, unknown>>;

type Options<B, Q, P, A extends Auth> = {
  /** Who may call: every route says it (see Auth). */
  auth: A;
  body?: z.ZodType<B>;
  query?: z.ZodType<Q>;
  /** The path's segments: one that does not parse (a malformed id) is a resource that does not exist, 404. */
  params?: z.ZodType<P>;
  /** Cache-Control for successful answers; API answers are private and unstored unless a route says otherwise. */
  cache?: string;
  /** Accept bodies that are empty or not JSON (the page-hidden beacon). */
  lenientBody?: boolean;
  /**
   * Mutations sent with an `Idempotency-Key` are run once and their answer replayed to retries
   * (reliability catalogue A5). Off only for callers that are not our client (webhooks).
   */
  idempotency?: boolean;
  /** Off only for server-to-server callers with their own authentication (webhooks): no same-site check. */
  sameSite?: boolean;
  /** Checked before the body is read: callers that are not our client (webhooks) prove who they are first. */
  authorize?: (request: NextRequest) => boolean;
};

// Schemas name their own field codes (`email_invalid`, `too_young`) as the issue message; zod's own messages are English sentences.
const FIELD_CODE = /^[a-z][a-z0-9_]*$/;

function issues(error: z.ZodError): FieldIssue[] {
  return error.issues.map((i) => ({ path: i.path.join('.'), code: FIELD_CODE.test(i.message) ? i.message : i.code }));
}

/** Stores the answer for retries of a claimed key (or frees the key when the answer is worth another try). */
async function settled(claim: IdempotencyClaim | null, response: Response): Promise<Response> {
  if (claim?.kind !== 'run') return response;
  try {
    await claim.settle(response);
  } catch (error) {
    log('warn', 'idempotency answer not stored', errorFields(error));
  }
  return response;
}

export function errorResponse(error: AppError): NextResponse {
  const response = NextResponse.json(
    {
      error: {
        code: error.code,
        message: error.code.replaceAll('_', ' '),
        ...(error.fields ? { fields: error.fields } : {}),
        ...(error.params ? { params: error.params } : {}),
      },
    },
    { status: error.status, headers: { 'Cache-Control': 'no-store' } },
  );
  if (error.retryAfterS !== undefined) response.headers.set('Retry-After', String(error.retryAfterS));
  return response;
}

/**
 * Refuses cross-site mutations: the Origin (or, without one, Sec-Fetch-Site) must name one of this
 * site's own domains. `Origin: null` counts as foreign.
 */
function assertSameSite(request: NextRequest, context: RequestContext): void {
  const origin = request.headers.get('origin');
  if (origin !== null) {
    let host: string | null = null;
    try {
      host = normalizeHost(new URL(origin).host);
    } catch {
      host = null;
    }
    const site = host ? lookupSite(host, env().SITE_REGISTRY_TTL_MS) : undefined;
    if (!site || site.key !== context.site.key) throw new AppError('cross_site_request');
    return;
  }
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite !== null && fetchSite !== 'same-origin' && fetchSite !== 'none')
    throw new AppError('cross_site_request');
}

async function readText(request: NextRequest): Promise<string> {
  const length = Number(request.headers.get('content-length') ?? '0');
  if (length > MAX_BODY_BYTES) throw new AppError('payload_too_large');
  const text = await request.text();
  if (Buffer.byteLength(text) > MAX_BODY_BYTES) throw new AppError('payload_too_large');
  return text;
}

/**
 * PostgreSQL text cannot hold a NUL character: a string with one that a schema let through (typed texts
 * drop control characters themselves) would fail in the database with a 500, so it is refused here for
 * every route, in the body and in the query (422, field code text_invalid).
 */
function nulFields(value: unknown, path: string[] = []): FieldIssue[] {
  if (typeof value === 'string')
    return value.includes('\u0000') ? [{ path: path.join('.'), code: 'text_invalid' }] : [];
  if (Array.isArray(value)) return value.flatMap((item, i) => nulFields(item, [...path, String(i)]));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => nulFields(item, [...path, key]));
  return [];
}

function parseJson(request: NextRequest, text: string, lenient: boolean): unknown {
  if (text.trim() === '') return lenient ? {} : undefined;
  const type = request.headers.get('content-type') ?? '';
  if (!lenient && !/^application\/json\b/i.test(type)) throw new AppError('unsupported_media_type');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    if (lenient) return {};
    throw new AppError('invalid_json');
  }
}

/** Claims the request's Idempotency-Key, if it sent one: a retry of a finished request gets the first answer. */
async function claimKey(
  request: NextRequest,
  context: RequestContext,
  bodyText: string | null,
  auth: Auth,
): Promise<IdempotencyClaim | null> {
  const key = parseIdempotencyKey(request.headers.get('idempotency-key'));
  if (key === null) return null;
  // Console requests are keyed by the operator (their own cookie); members' by the member.
  if (typeof auth === 'object') {
    const operatorId = await opsSessionSubject(sealedOpsSession(request.headers, (n) => request.cookies.get(n)?.value));
    if (bodyText === null || operatorId === null) return null;
    const print = fingerprint(request.method, `${request.nextUrl.pathname}${request.nextUrl.search}`, bodyText);
    return claimIdempotencyKey({ siteId: context.site.id, scope: `o:${operatorId}`, key }, print);
  }
  // A barred member's cookie is refused where a member is required, and is a visitor's where visitors are welcome.
  const subject = await sessionSubject(request, auth === 'optional' || auth === 'none' ? 'as-visitor' : 'refuse');
  // A route that reads its own body (an image upload) is fingerprinted on a copy of the bytes, bounded by the
  // proxy's body limit; only for members, so that nobody without a session makes the server buffer a body.
  if (bodyText === null && subject === null) return null;
  const body = bodyText ?? Buffer.from(await request.clone().arrayBuffer());
  const print = fingerprint(request.method, `${request.nextUrl.pathname}${request.nextUrl.search}`, body);
  return claimIdempotencyKey({ siteId: context.site.id, scope: subject ? `u:${subject}` : 'anon', key }, print);
}

/**
 * Refusals that are security events (reliability catalogue LOG-01): logged with what, where and from
 * which client address, never with the request's data (no e-mail, password, token or cookie).
 */
const SECURITY_EVENTS: Partial<Record<ErrorCode, string>> = {
  cross_site_request: 'csrf.rejected',
  forbidden: 'authz.denied',
  rate_limited: 'rate.limited',
  login_failed: 'auth.login.failure',
  account_locked: 'auth.login.locked',
  totp_invalid: 'auth.totp.failure',
  old_password_wrong: 'auth.reauth.failure',
  token_invalid: 'auth.token.invalid',
};

function logSecurityEvent(error: AppError, request: NextRequest, context: RequestContext | null): void {
  const event = SECURITY_EVENTS[error.code];
  if (!event) return;
  log('info', event, {
    method: request.method,
    path: request.nextUrl.pathname,
    site: context?.site.key ?? null,
    ip: context?.clientIp ?? null,
  });
}

/**
 * The viewer a route's `auth` lets through. For members and visitors decided after the parsing and the
 * idempotency claim, where handlers asked for the session before: a malformed request answers 422 whoever
 * sends it, and the retry of an answer that ended the session (a password change) still gets that answer.
 * Console routes decide it first (see handle).
 */
async function admit(
  auth: Auth,
  request: NextRequest,
  context: RequestContext,
): Promise<{ viewer: Viewer | Operator | null; barred: boolean }> {
  if (auth === 'none') return { viewer: null, barred: false };
  if (typeof auth === 'object') return { viewer: await admitOperator(auth, request), barred: false };
  const { viewer, barred } = await requestViewer(request, context.site.id);
  if (auth === 'optional') return { viewer, barred };
  if (!viewer) throw authenticationRequired(barred);
  return { viewer, barred: false };
}

/** The operator of a console route: its own cookie, one of the route's roles, on the console's host. */
async function admitOperator(
  auth: { ops: readonly OpsRole[]; enrolment?: true },
  request: NextRequest,
): Promise<Operator> {
  if (!consoleServedOn(request.headers.get(INTERNAL_HEADERS.host))) throw new AppError('not_found');
  const operator = await resolveOperator(sealedOpsSession(request.headers, (n) => request.cookies.get(n)?.value));
  if (!operator) throw new AppError('authentication_required');
  if (!auth.ops.includes(operator.role)) throw new AppError('forbidden');
  if (operator.mustEnrol && !auth.enrolment) throw new AppError('totp_enrolment_required');
  return operator;
}

/**
 * The one wrapper every route handler goes through: request context from the proxy, same-site check
 * on mutations, zod parsing of query and body, who is calling (`auth`), and one error envelope
 * `{ error: { code, message } }`.
 */
export function withRoute<B = undefined, Q = undefined, P = Record<string, string>, A extends Auth = Auth>(
  options: Options<B, Q, P, A>,
  handler: Handler<B, Q, P, A>,
) {
  // Work a handler leaves with afterResponse starts once the answer is complete (stored for retries included).
  const route = (request: NextRequest, segment: { params: Promise<P> }): Promise<Response> =>
    withAfterResponse(() => handle(request, segment));
  // Who may call, readable from outside: the console's security sweep checks every ops route's roles by it.
  return Object.assign(route, { auth: options.auth as Auth });

  async function handle(request: NextRequest, segment: { params: Promise<P> }): Promise<Response> {
    let claim: IdempotencyClaim | null = null;
    let context: RequestContext | null = null;
    try {
      flushPendingPurge();
      context = requestContext(request.headers);
      if (MUTATIONS.has(request.method) && options.sameSite !== false) assertSameSite(request, context);
      if (options.authorize && !options.authorize(request)) throw new AppError('forbidden');
      // The console is decided first: who is not one of its operators learns nothing of its requests' shapes
      // (a malformed request answers 403 as a well-formed one does), and every ops route refuses alike.
      const early = typeof options.auth === 'object' ? await admit(options.auth, request, context) : null;
      let query = undefined as Q;
      if (options.query) {
        const parsed = options.query.safeParse(Object.fromEntries(request.nextUrl.searchParams));
        if (!parsed.success) throw new AppError('validation_failed', { fields: issues(parsed.error) });
        const nul = nulFields(parsed.data);
        if (nul.length > 0) throw new AppError('validation_failed', { fields: nul });
        query = parsed.data;
      }
      const bodyText = options.body ? await readText(request) : null;
      claim =
        MUTATIONS.has(request.method) && options.idempotency !== false
          ? await claimKey(request, context, bodyText, options.auth)
          : null;
      if (claim?.kind === 'replay') return claim.response;
      let body = undefined as B;
      if (options.body) {
        const parsed = options.body.safeParse(parseJson(request, bodyText ?? '', options.lenientBody ?? false));
        if (!parsed.success) throw new AppError('validation_failed', { fields: issues(parsed.error) });
        const nul = nulFields(parsed.data);
        if (nul.length > 0) throw new AppError('validation_failed', { fields: nul });
        body = parsed.data;
      }
      const raw: unknown = segment?.params ? await segment.params : {};
      let params = raw as P;
      if (options.params) {
        const parsed = options.params.safeParse(raw);
        if (!parsed.success) throw new AppError('not_found');
        params = parsed.data;
      }
      const { viewer, barred } = early ?? (await admit(options.auth, request, context));
      // admit answers the viewer its auth promises (ViewerOf<A>); TypeScript cannot follow a generic A through it.
      const result = await handler({ request, body, query, params, context, viewer: viewer as ViewerOf<A>, barred });
      const response = result instanceof Response ? result : NextResponse.json(result);
      if (!response.headers.has('Cache-Control'))
        response.headers.set('Cache-Control', options.cache ?? 'private, no-store');
      return await settled(claim, response);
    } catch (error) {
      // Next's own signals (a route found dynamic while the build prerenders it, redirects) are Next's to handle.
      unstable_rethrow(error);
      if (error instanceof AppError) {
        logSecurityEvent(error, request, context);
        return settled(claim, errorResponse(error));
      }
      if (isUnavailableError(error)) {
        log('warn', 'database unavailable', { path: request.nextUrl.pathname, ...errorFields(error) });
        // Frees a claimed key (when the database answers again), or the client's retries would meet 409 until it goes stale.
        return settled(claim, errorResponse(new AppError('service_unavailable', { retryAfterS: 5 })));
      }
      log('error', 'unhandled route error', {
        path: request.nextUrl.pathname,
        method: request.method,
        ...errorFields(error),
      });
      return settled(claim, errorResponse(new AppError('internal_error')));
    }
  }
}
