import { sessionCookie } from './accounts';
import { call, callJson, type ApiBody } from './http';

/** Logs in through the API and answers the status and the new cookie. */
export async function logInAs(
  email: string,
  password: string,
  host = 'localhost',
  ip?: string,
): Promise<{ status: number; cookie: string | null; body: ApiBody }> {
  const { response } = await call('POST', '/api/user', { body: { email, password }, host, ip });
  return { status: response.status, cookie: sessionCookie(response), body: (await response.json()) as ApiBody };
}

/** A protected API answers this exact shape to a cookie whose session has ended (reliability catalogue A0.2 §5). */
export async function sessionEnded(cookie: string, host = 'localhost'): Promise<boolean> {
  const { status, body } = await callJson('GET', '/api/notifications', { cookie, host });
  return status === 403 && body.error?.code === 'authentication_required';
}
