import { NextRequest } from 'next/server';
import { proxy } from '@/proxy';

type RouteModule = Record<string, unknown>;
type RouteHandler = (request: NextRequest, segment: { params: Promise<Record<string, string>> }) => Promise<Response>;

/** The API routes under test, loaded lazily so each test file gets its own module instances. */
const ROUTES: [RegExp, () => Promise<RouteModule>][] = [
  [/^\/api\/settings$/, () => import('@/app/api/settings/route')],
  [/^\/api\/companyinfo$/, () => import('@/app/api/companyinfo/route')],
  [/^\/api\/interests$/, () => import('@/app/api/interests/route')],
  [/^\/api\/regions$/, () => import('@/app/api/regions/route')],
  [/^\/api\/user$/, () => import('@/app/api/user/route')],
  [/^\/api\/logout$/, () => import('@/app/api/logout/route')],
  [/^\/api\/signup$/, () => import('@/app/api/signup/route')],
  [/^\/api\/activate$/, () => import('@/app/api/activate/route')],
  [/^\/api\/activate\/resend$/, () => import('@/app/api/activate/resend/route')],
  [/^\/api\/password-reset$/, () => import('@/app/api/password-reset/route')],
  [/^\/api\/password-reset\/confirm$/, () => import('@/app/api/password-reset/confirm/route')],
  [/^\/api\/unsubscribe$/, () => import('@/app/api/unsubscribe/route')],
  [/^\/api\/page-hidden$/, () => import('@/app/api/page-hidden/route')],
  [/^\/api\/ping$/, () => import('@/app/api/ping/route')],
  [/^\/api\/photos\/(?<photoId>[^/]+)\/(?<size>[^/]+)$/, () => import('@/app/api/photos/[photoId]/[size]/route')],
  [/^\/api\/seo\/robots$/, () => import('@/app/api/seo/robots/route')],
  [/^\/api\/seo\/sitemap$/, () => import('@/app/api/seo/sitemap/route')],
  [/^\/api\/.*$/, () => import('@/app/api/[...rest]/route')],
];

export type ProxiedResult = { response: Response; proxyResponse: Response; rewrittenTo: string | null };

/**
 * Sends a request the way the server does: through proxy.ts first (host → site, locale, country,
 * tracking, header hygiene), then to the route handler the rewritten path names.
 */
export async function send(url: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<ProxiedResult> {
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
  if (!target.pathname.startsWith('/api/')) return { response: proxyResponse, proxyResponse, rewrittenTo: target.pathname };
  const entry = ROUTES.find(([re]) => re.test(target.pathname));
  if (!entry) throw new Error(`no route for ${target.pathname}`);
  const mod = await entry[1]();
  const handler = mod[init.method ?? 'GET'] as RouteHandler | undefined;
  if (!handler) return { response: new Response(null, { status: 405 }), proxyResponse, rewrittenTo: target.pathname };
  const params = entry[0].exec(target.pathname)?.groups ?? {};
  const routed = new NextRequest(target, { method: init.method ?? 'GET', headers: forwarded, body: init.body });
  const response = await handler(routed, { params: Promise.resolve({ ...params }) });
  return { response, proxyResponse, rewrittenTo: target.pathname };
}

export async function json<T = Record<string, unknown>>(result: ProxiedResult | Promise<ProxiedResult>): Promise<{ status: number; body: T; headers: Headers }> {
  const { response } = await result;
  return { status: response.status, body: (await response.json()) as T, headers: response.headers };
}
