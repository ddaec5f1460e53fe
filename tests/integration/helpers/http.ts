import { readdirSync } from 'node:fs';
import path from 'node:path';
import { NextRequest } from 'next/server';
import { backgroundWorkSettled } from '@/lib/server/core/background';
import { proxy } from '@/proxy';
import { apiRequest, type ApiRequestInit } from '../../utils/api-request';
import { nextIp } from '../../utils/members';

type RouteModule = Record<string, unknown>;
type RouteHandler = (request: NextRequest, segment: { params: Promise<Record<string, string>> }) => Promise<Response>;
type RouteEntry = [RegExp, () => Promise<RouteModule>];

const API_DIR = path.join(process.cwd(), 'app', 'api');

/** Every route.ts under app/api, as Next matches them: static segments first, then `[param]`, the catch-all last. */
function discoverRoutes(): RouteEntry[] {
  const found: { dir: string; rank: number[] }[] = [];
  const walk = (dir: string, rank: number[]) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isFile() && entry.name === 'route.ts') found.push({ dir: path.relative(API_DIR, dir), rank });
      if (!entry.isDirectory()) continue;
      const weight = entry.name.startsWith('[...') ? 2 : entry.name.startsWith('[') ? 1 : 0;
      walk(path.join(dir, entry.name), [...rank, weight]);
    }
  };
  walk(API_DIR, []);
  const order = (a: number[], b: number[]) => {
    for (let i = 0; i < Math.max(a.length, b.length); i += 1) {
      const d = (a[i] ?? -1) - (b[i] ?? -1);
      if (d !== 0) return d;
    }
    return 0;
  };
  return found
    .sort((a, b) => order(a.rank, b.rank))
    .map(({ dir }) => {
      const segments = dir === '' ? [] : dir.split(path.sep);
      const pattern = segments
        .map((s) =>
          s.startsWith('[...')
            ? '.*'
            : s.startsWith('[')
              ? `(?<${s.slice(1, -1)}>[^/]+)`
              : s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
        )
        .join('/');
      const file = segments.length ? `${segments.join('/')}/route` : 'route';
      return [
        new RegExp(`^/api${pattern ? `/${pattern}` : ''}$`),
        () => import(`@/app/api/${file}`) as Promise<RouteModule>,
      ];
    });
}

/** The API routes under test, loaded lazily so each test file gets its own module instances. */
const ROUTES: RouteEntry[] = discoverRoutes();

/** `answeredMs`: how long the route handler took to answer, without the work it left running after its answer. */
export type ProxiedResult = {
  response: Response;
  proxyResponse: Response;
  rewrittenTo: string | null;
  answeredMs?: number;
};

/**
 * Sends a request the way the server does: through proxy.ts first (host → site, locale, country,
 * tracking, header hygiene), then to the route handler the rewritten path names.
 */
export async function send(
  url: string,
  init: {
    method?: string;
    headers?: Record<string, string>;
    body?: string | Uint8Array<ArrayBuffer>;
    /** Aborts the request as a browser that went away does (Next aborts `request.signal`). */
    signal?: AbortSignal;
  } = {},
): Promise<ProxiedResult> {
  const headers = new Headers(init.headers);
  if (!headers.has('host')) headers.set('host', new URL(url).host);
  const request = new NextRequest(url, { method: init.method ?? 'GET', headers, body: init.body });
  const proxyResponse = proxy(request);
  const rewrite = proxyResponse.headers.get('x-middleware-rewrite');
  const passes = proxyResponse.headers.get('x-middleware-next') === '1' || rewrite !== null;
  if (!passes) return { response: proxyResponse, proxyResponse, rewrittenTo: null };

  const target = new URL(rewrite ?? url, url);
  const forwarded = new Headers();
  const overridden = proxyResponse.headers.get('x-middleware-override-headers');
  if (overridden) {
    for (const name of overridden.split(',')) {
      const value = proxyResponse.headers.get(`x-middleware-request-${name}`);
      if (value !== null) forwarded.set(name, value);
    }
  } else {
    headers.forEach((value, name) => forwarded.set(name, value));
  }
  if (!target.pathname.startsWith('/api/'))
    return { response: proxyResponse, proxyResponse, rewrittenTo: target.pathname };
  const entry = ROUTES.find(([re]) => re.test(target.pathname));
  if (!entry) throw new Error(`no route for ${target.pathname}`);
  const mod = await entry[1]();
  const handler = mod[init.method ?? 'GET'] as RouteHandler | undefined;
  if (!handler) return { response: new Response(null, { status: 405 }), proxyResponse, rewrittenTo: target.pathname };
  const params = entry[0].exec(target.pathname)?.groups ?? {};
  const routed = new NextRequest(target, {
    method: init.method ?? 'GET',
    headers: forwarded,
    body: init.body,
    signal: init.signal,
  });
  const started = performance.now();
  const response = await handler(routed, { params: Promise.resolve({ ...params }) });
  const answeredMs = performance.now() - started;
  // Work a route leaves running after its answer (the reset mail) has ended before the test looks.
  await backgroundWorkSettled();
  return { response, proxyResponse, rewrittenTo: target.pathname, answeredMs };
}

export async function json<T = Record<string, unknown>>(
  result: ProxiedResult | Promise<ProxiedResult>,
): Promise<{ status: number; body: T; headers: Headers }> {
  const { response } = await result;
  return { status: response.status, body: (await response.json()) as T, headers: response.headers };
}

/** The error envelope every route answers a refusal with. */
export type ErrorBody = {
  error: { code: string; fields?: { path: string; code: string }[]; params?: Record<string, number> };
};
/** An answer that may be a refusal or anything else. */
export type ApiBody = Partial<ErrorBody> & Record<string, unknown>;

/**
 * One API request as a browser on the site sends it (tests/utils/api-request.ts), answered in-process by the proxy and
 * the route; from a fresh client address unless `ip` names one.
 */
export function call(method: string, path: string, init: ApiRequestInit = {}): Promise<ProxiedResult> {
  const request = apiRequest(method, path, { ...init, ip: init.ip ?? nextIp() });
  return send(request.url, request);
}

/** `call`, answering the status, the parsed JSON body and the headers. */
export function callJson<T = ApiBody>(method: string, path: string, init: ApiRequestInit = {}) {
  return json<T>(call(method, path, init));
}
