import 'server-only';
import { env } from '@/lib/config/env';
import { and, desc, eq, gt, notInArray, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { rateLimits, users } from '@/lib/db/schema';
import type { LoginInput } from '@/lib/schemas/account';
import { REACTIVATION_DAYS } from '@/lib/config/constants';
import { loginKeys, ipKey } from '@/lib/server/accounts/account-keys';
import { isRecoverable, sendReactivationMail } from '@/lib/server/accounts/send-reactivation-mail';
import { now, nowMs } from '@/lib/server/clock';
import { AppError } from '@/lib/server/http/errors';
import type { RequestContext } from '@/lib/server/http/request-context';
import { clearKey, slidingHit } from '@/lib/server/limits/rate-limit';
import { verifyPassword } from './password';
import type { SessionUser } from './session';

/**
 * Lockout policy (README, decisions): 5 failed logins for one e-mail within 15 minutes lock it for 15
 * minutes, counted per e-mail on the server whatever the IP or cookie, for unknown e-mails too (so the
 * lock tells nothing). Attempts during a lock are refused without counting, so the lock never grows;
 * a successful login or a password reset clears the count.
 */
export const LOGIN_FAILURES_BEFORE_LOCK = 5;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60_000;
export const LOGIN_LOCK_MS = 15 * 60_000;
/** Per client address (credential stuffing, password spraying): LOGIN_ATTEMPTS_PER_IP (default 20) per 15 minutes, then 429 with Retry-After. */
export const LOGIN_IP_WINDOW_MS = 15 * 60_000;

/** Milliseconds left on the lock of this e-mail, or 0. */
export async function lockRemainingMs(lockKey: string): Promise<number> {
  const db = await getDb();
  const [lock] = await db
    .select({ start: rateLimits.windowStart })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, lockKey), gt(rateLimits.windowStart, new Date(nowMs() - LOGIN_LOCK_MS))))
    .orderBy(desc(rateLimits.windowStart))
    .limit(1);
  return lock ? Math.max(0, lock.start.getTime() + LOGIN_LOCK_MS - nowMs()) : 0;
}

/** Counts one wrong password for an account (login, or re-authentication in the settings); the fifth within the window locks it. */
export async function recordLoginFailure(keys: { failures: string; lock: string }): Promise<void> {
  const db = await getDb();
  const hit = await slidingHit(db, { key: keys.failures, windowMs: LOGIN_FAILURE_WINDOW_MS, limit: LOGIN_FAILURES_BEFORE_LOCK - 1 });
  if (hit.allowed) return;
  // The lock consumes the failures that caused it, so the count starts afresh when it ends.
  await db.transaction(async (tx) => {
    await tx.insert(rateLimits).values({ key: keys.lock, windowStart: now(), count: 1 }).onConflictDoNothing();
    await clearKey(tx, keys.failures);
  });
}

/**
 * Checks e-mail and password. Every wrong answer is the same 401 `login_failed` after one argon2
 * verify (against a dummy hash when the e-mail is unknown), so neither the body nor the timing tells
 * whether an account exists. A locked e-mail answers 423 `account_locked` with `minutes`, even with
 * the right password; a client over the per-IP budget answers 429.
 */
export async function logIn(input: { form: LoginInput; context: RequestContext }): Promise<SessionUser> {
  const { form, context } = input;
  const db = await getDb();
  const perIp = await slidingHit(db, { key: `login:ip:${ipKey(context.clientIp)}`, windowMs: LOGIN_IP_WINDOW_MS, limit: env().LOGIN_ATTEMPTS_PER_IP });
  if (!perIp.allowed) throw new AppError('rate_limited', { retryAfterS: perIp.retryAfterS });

  const keys = loginKeys(context.site.id, form.email);
  const locked = await lockRemainingMs(keys.lock);
  if (locked > 0) throw new AppError('account_locked', { params: { minutes: Math.ceil(locked / 60_000) } });

  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.siteId, context.site.id), sql`lower(${users.email}) = ${form.email}`, notInArray(users.status, ['banned'])));
  const ok = await verifyPassword(user?.passwordHash, form.password);
  if (!ok || !user) {
    await recordLoginFailure(keys);
    throw new AppError('login_failed');
  }
  await clearKey(db, keys.failures);
  if (user.status === 'deleted') {
    // Only the right password gets here, so this tells the owner alone that the account can come back
    // (README: deletion); past the 14 days it is an ordinary failed login.
    if (!isRecoverable(user)) throw new AppError('login_failed');
    await sendReactivationMail({ user, siteKey: context.site.key });
    throw new AppError('account_deleted', { params: { days: REACTIVATION_DAYS } });
  }
  return user;
}
