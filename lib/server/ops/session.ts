import 'server-only';
import { and, eq } from 'drizzle-orm';
import { sealData, unsealData } from 'iron-session';
import type { NextResponse } from 'next/server';
import { OPS_COOKIE, OPS_COOKIE_HTTPS, OPS_COOKIE_MAX_AGE_S, OPS_COOKIE_PATHS } from '@/lib/config/constants';
import { env } from '@/lib/config/env';
import { acceptedKeys, deriveKey } from '@/lib/config/secrets';
import { getDb } from '@/lib/db/client';
import { operators } from '@/lib/db/schema';
import { INTERNAL_HEADERS } from '@/lib/edge/internal-headers';
import { normalizeHost } from '@/lib/edge/host';
import { cachedUnsealer } from '@/lib/server/auth/unseal-cache';
import { toOperator, type Operator } from './operator';

/** What the sealed operator cookie holds. `kind` keeps a member's sealed session from ever reading as one. */
type OpsSessionData = { kind: 'ops'; operatorId: string; sessionVersion: number };

export function opsCookieName(https: boolean): string {
  return https ? OPS_COOKIE_HTTPS : OPS_COOKIE;
}

function isHttps(headers: Headers): boolean {
  return headers.get(INTERNAL_HEADERS.https) === '1';
}

/** The sealed operator session of a request's headers (the console's cookie for this scheme only). */
export function sealedOpsSession(headers: Headers, read: (name: string) => string | undefined): string | undefined {
  return read(opsCookieName(isHttps(headers)));
}

/** The operator session of a sealed cookie, reused for a few seconds (unseal-cache.ts); checked by the caller. */
const opsSessions = cachedUnsealer<OpsSessionData>(
  async (sealed, keys) => {
    for (const key of keys) {
      try {
        const data = await unsealData<Partial<OpsSessionData>>(sealed, { password: key, ttl: OPS_COOKIE_MAX_AGE_S });
        if (data.kind === 'ops' && typeof data.operatorId === 'string' && typeof data.sessionVersion === 'number')
          return { kind: 'ops', operatorId: data.operatorId, sessionVersion: data.sessionVersion };
      } catch {
        // Try the previous key, then give up: a cookie that does not unseal is no session.
      }
    }
    return null;
  },
  { shareAs: 'ops-session' },
);

async function readOpsSession(sealed: string | undefined): Promise<OpsSessionData | null> {
  if (!sealed || sealed.length > 4096) return null;
  return opsSessions.read(sealed, acceptedKeys('ops-session'));
}

/** The operator id a cookie names, without checking that its session still holds (the idempotency scope). */
export async function opsSessionSubject(sealed: string | undefined): Promise<string | null> {
  return (await readOpsSession(sealed))?.operatorId ?? null;
}

/**
 * The operator of a sealed cookie while the session holds: an active operator whose session version is the
 * cookie's (removal, a password or role change and logout raise it, ending every copy of the cookie).
 */
export async function resolveOperator(sealed: string | undefined): Promise<Operator | null> {
  const session = await readOpsSession(sealed);
  if (!session) return null;
  const db = await getDb();
  const [row] = await db
    .select()
    .from(operators)
    .where(and(eq(operators.id, session.operatorId), eq(operators.status, 'active')));
  if (!row || row.sessionVersion !== session.sessionVersion) return null;
  return toOperator(row);
}

/** Whether the console answers on this host: everywhere, or only on OPS_HOST when it is set. */
export function consoleServedOn(host: string | null | undefined): boolean {
  const only = env().OPS_HOST;
  if (!only) return true;
  return normalizeHost(host) === normalizeHost(only);
}

export async function sealOpsSession(operator: Pick<Operator, 'id' | 'sessionVersion'>): Promise<string> {
  const data: OpsSessionData = { kind: 'ops', operatorId: operator.id, sessionVersion: operator.sessionVersion };
  return sealData(data, { password: deriveKey('ops-session'), ttl: OPS_COOKIE_MAX_AGE_S });
}

/**
 * One Set-Cookie header per path. Next's `response.cookies` keeps one cookie per name, so the two paths are
 * written as raw headers. HttpOnly, SameSite=Strict; Secure under HTTPS.
 */
function appendCookies(response: NextResponse, headers: Headers, value: string, maxAge: number): void {
  const https = isHttps(headers);
  for (const path of OPS_COOKIE_PATHS) {
    const parts = [
      `${opsCookieName(https)}=${value}`,
      `Path=${path}`,
      `Max-Age=${maxAge}`,
      'HttpOnly',
      'SameSite=Strict',
    ];
    if (https) parts.push('Secure');
    response.headers.append('Set-Cookie', parts.join('; '));
  }
}

export function setOpsSessionCookies(response: NextResponse, sealed: string, headers: Headers): void {
  appendCookies(response, headers, sealed, OPS_COOKIE_MAX_AGE_S);
}

export function clearOpsSessionCookies(response: NextResponse, headers: Headers): void {
  appendCookies(response, headers, '', 0);
}
