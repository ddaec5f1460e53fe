import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { profiles, users } from '@/lib/db/schema';
import { post, sessionCookie, signupForm } from './accounts';
import { json, send, type ProxiedResult } from './http';

export type ApiBody = { error?: { code: string; fields?: { path: string; code: string }[]; params?: Record<string, number> } } & Record<string, unknown>;
export type Member = { id: string; email: string; password: string; cookie: string; host: string };

let ipCounter = 0;
/** A fresh client address per request, so per-IP limits of one test never touch another. */
export const nextIp = () => {
  ipCounter += 1;
  return `198.18.${Math.floor(ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`;
};

/** A member signed up through the API (with its session cookie); `active` confirms the address as activation would. */
export async function signedUpMember(db: Db, options: { host?: string; active?: boolean; email?: string } = {}): Promise<Member> {
  const host = options.host ?? 'localhost';
  const form = signupForm(options.email ? { email: options.email } : {});
  const { response } = await post('/api/signup', form, { ip: nextIp(), host });
  if (response.status !== 201) throw new Error(`signup failed: ${response.status} ${await response.text()}`);
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, String(form.email)));
  if (!user) throw new Error('signed-up user missing');
  if (options.active ?? true) {
    await db.update(users).set({ status: 'active' }).where(eq(users.id, user.id));
    await db.update(profiles).set({ status: 'active' }).where(eq(profiles.userId, user.id));
  }
  return { id: user.id, email: String(form.email), password: String(form.password), cookie: sessionCookie(response) ?? '', host };
}

type CallInit = { body?: unknown; cookie?: string; host?: string; headers?: Record<string, string>; ip?: string };

/** One API request as a browser on the site would send it: JSON, same-site Origin, the member's cookie. */
export function call(method: string, path: string, init: CallInit = {}): Promise<ProxiedResult> {
  const host = init.host ?? 'localhost';
  const headers: Record<string, string> = { origin: `http://${host}`, 'x-forwarded-for': init.ip ?? nextIp(), ...init.headers };
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  if (init.cookie) headers.cookie = init.cookie;
  return send(`http://${host}${path}`, { method, headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) });
}

export function callJson<T = ApiBody>(method: string, path: string, init: CallInit = {}) {
  return json<T>(call(method, path, init));
}

/** Logs in through the API and answers the status and the new cookie. */
export async function logInAs(email: string, password: string, host = 'localhost', ip?: string): Promise<{ status: number; cookie: string | null; body: ApiBody }> {
  const { response } = await call('POST', '/api/user', { body: { email, password }, host, ip });
  return { status: response.status, cookie: sessionCookie(response), body: (await response.json()) as ApiBody };
}

/** A protected API answers this exact shape to a cookie whose session has ended (reliability catalogue A0.2 §5). */
export async function sessionEnded(cookie: string, host = 'localhost'): Promise<boolean> {
  const { status, body } = await callJson('GET', '/api/notifications', { cookie, host });
  return status === 403 && body.error?.code === 'authentication_required';
}

let addressCounter = 0;
/** A fresh address nobody has, for a new e-mail or a webhook. */
export function uniqueAddress(prefix = 'change'): string {
  addressCounter += 1;
  return `${prefix}.${Date.now().toString(36)}.${addressCounter}@example.net`;
}
