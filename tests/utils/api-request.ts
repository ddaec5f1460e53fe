import type { Member } from './members';

export type ApiRequestInit = {
  /** The member the request is sent as: its session cookie and its site, unless `cookie` or `host` say otherwise. */
  as?: Member | null;
  body?: unknown;
  cookie?: string;
  /** The site's host (`localhost`, `hartjesdate.localhost:3100`); `localhost` when neither it nor `as` names one. */
  host?: string;
  headers?: Record<string, string>;
  /** The client address (`x-forwarded-for`); none when not given. */
  ip?: string;
};

export type ApiRequest = { url: string; method: string; headers: Record<string, string>; body?: string };

/**
 * One API request as a browser on the site sends it: a JSON body, the site's own Origin, the member's session cookie
 * (and the client address when one is given). Both layers send it: in-process through the proxy and the route
 * (tests/integration/helpers/http.ts `call`) or over HTTP to the test server (tests/e2e/helpers.ts `callServer`).
 */
export function apiRequest(method: string, path: string, init: ApiRequestInit = {}): ApiRequest {
  const host = init.host ?? init.as?.host ?? 'localhost';
  const cookie = init.cookie ?? init.as?.cookie;
  const headers: Record<string, string> = {
    origin: `http://${host}`,
    ...(init.ip ? { 'x-forwarded-for': init.ip } : {}),
    ...init.headers,
  };
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  if (cookie) headers.cookie = cookie;
  return {
    url: `http://${host}${path}`,
    method,
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  };
}
