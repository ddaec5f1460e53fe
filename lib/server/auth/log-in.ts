import 'server-only';
import { env } from '@/lib/config/env';
import { and, desc, eq, gt, inArray, notInArray, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { rateLimits, users } from '@/lib/db/schema';
import type { LoginInput } from '@/lib/schemas/account';
import { REACTIVATION_DAYS } from '@/lib/config/constants';
import { loginKeys, ipKey, type LoginKeys } from '@/lib/server/limits/limit-keys';
import { isRecoverable, sendReactivationMail } from '@/lib/server/accounts/send-reactivation-mail';
import { now, nowMs } from '@/lib/server/core/clock';
import { AppError } from '@/lib/server/core/errors';
import { log } from '@/lib/server/core/log';
import type { RequestContext } from '@/lib/server/core/request-context';
import { assertWithinLimit } from '@/lib/server/limits/assert-within-limit';
import { clearKey } from '@/lib/server/limits/rate-limit';
import { verifyPassword } from './password';
import { BARRED_STATUSES, type SessionUser } from './session';

/**
 * Lockout policy (README, decisions): 5 failed logins for one e-mail from one client address within 15
 * minutes lock that address out of that e-mail for 15 minutes; 50 from any addresses together lock the
 * e-mail for everyone for 15 minutes (a distributed guesser). So a stranger who fails on purpose locks
 * only themselves out (reliability catalogue AUTH-02), while guessing stays bounded. Counted on the
 * server whatever the cookie, for unknown e-mails too (so the lock tells nothing). Attempts during a
 * lock are refused without counting, so a lock never grows; a successful login clears the counts and a
 * password reset lifts every lock of the e-mail.
 */
export const LOGIN_FAILURES_BEFORE_LOCK = 5;
export const ACCOUNT_FAILURES_BEFORE_LOCK = 50;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60_000;
export const LOGIN_LOCK_MS = 15 * 60_000;
/** Per client address (credential stuffing, password spraying): LOGIN_ATTEMPTS_PER_IP (default 20) per 15 minutes, then 429 with Retry-After. */
export const LOGIN_IP_WINDOW_MS = 15 * 60_000;

/** Milliseconds left on the longer of the e-mail's locks that apply to this client (its own, the e-mail's), or 0. */
async function lockRemainingMs(keys: LoginKeys): Promise<number> {
  const db = await getDb();
  const [lock] = await db
    .select({ start: rateLimits.windowStart })
    .from(rateLimits)
    .where(
      and(
        inArray(rateLimits.key, [keys.client.lock, keys.account.lock]),
        gt(rateLimits.windowStart, new Date(nowMs() - LOGIN_LOCK_MS)),
      ),
    )
    .orderBy(desc(rateLimits.windowStart))
    .limit(1);
  return lock ? Math.max(0, lock.start.getTime() + LOGIN_LOCK_MS - nowMs()) : 0;
}

const locked = (ms: number) => new AppError('account_locked', { params: { minutes: Math.ceil(ms / 60_000) } });

async function startLock(key: string, scope: 'client' | 'account'): Promise<void> {
  const db = await getDb();
  await db.insert(rateLimits).values({ key, windowStart: now(), count: 1 }).onConflictDoNothing();
  // Neither the e-mail nor its hash: the request's own auth.login.failure line names the client address.
  log('info', 'auth.lockout', { scope, minutes: LOGIN_LOCK_MS / 60_000 });
}

/**
 * Judges one password under the lockout, atomically: the attempt takes its place in the counters
 * (an atomic upsert each) BEFORE the password is verified, so that of any number of parallel attempts
 * only the first 5 per client (50 per e-mail) are verified at all and the rest answer 423 unjudged;
 * a lock checked first and counted after would let every attempt in flight through. The attempt whose
 * place reaches the threshold and fails starts the lock. The counted attempts leave the 15-minute
 * window by the time the lock they caused ends, so the count starts afresh without being cleared.
 * Returns whether the password was right; throws 423 `account_locked` while a lock applies.
 */
export async function judgePassword(keys: LoginKeys, verify: () => Promise<boolean>): Promise<boolean> {
  const remaining = await lockRemainingMs(keys);
  if (remaining > 0) throw locked(remaining);
  const db = await getDb();
  const window = { windowMs: LOGIN_FAILURE_WINDOW_MS };
  const client = await assertWithinLimit(
    db,
    { key: keys.client.failures, limit: LOGIN_FAILURES_BEFORE_LOCK, ...window },
    () => locked(LOGIN_LOCK_MS),
  );
  const account = await assertWithinLimit(
    db,
    { key: keys.account.failures, limit: ACCOUNT_FAILURES_BEFORE_LOCK, ...window },
    () => locked(LOGIN_LOCK_MS),
  );
  if (await verify()) {
    await clearLoginFailures(keys);
    return true;
  }
  if (client.count >= LOGIN_FAILURES_BEFORE_LOCK) await startLock(keys.client.lock, 'client');
  if (account.count >= ACCOUNT_FAILURES_BEFORE_LOCK) await startLock(keys.account.lock, 'account');
  return false;
}

/** The right password: this client's count starts afresh, and so does the e-mail's. */
export async function clearLoginFailures(keys: LoginKeys): Promise<void> {
  const db = await getDb();
  await clearKey(db, keys.client.failures);
  await clearKey(db, keys.account.failures);
}

/**
 * Checks e-mail and password. Every wrong answer is the same 401 `login_failed` after one argon2
 * verify (against a dummy hash when the e-mail is unknown), so neither the body nor the timing tells
 * whether an account exists. A locked e-mail (for this client or for everyone) answers 423
 * `account_locked` with `minutes`, even with the right password; a client over the per-IP budget answers 429.
 */
export async function logIn(input: { form: LoginInput; context: RequestContext }): Promise<SessionUser> {
  const { form, context } = input;
  const db = await getDb();
  await assertWithinLimit(db, {
    key: `login:ip:${ipKey(context.clientIp)}`,
    windowMs: LOGIN_IP_WINDOW_MS,
    limit: env().LOGIN_ATTEMPTS_PER_IP,
  });

  const keys = loginKeys(context.site.id, form.email, context.clientIp);
  let user: SessionUser | undefined;
  const ok = await judgePassword(keys, async () => {
    [user] = await db
      .select()
      .from(users)
      .where(
        and(
          eq(users.siteId, context.site.id),
          sql`lower(${users.email}) = ${form.email}`,
          notInArray(users.status, [...BARRED_STATUSES]),
        ),
      );
    return (await verifyPassword(user?.passwordHash, form.password)) && user !== undefined;
  });
  if (!ok || !user) throw new AppError('login_failed');
  log('info', 'auth.login.success', { user: user.id, site: context.site.key, ip: context.clientIp });
  if (user.status === 'deleted') {
    // Only the right password gets here, so this tells the owner alone that the account can come back
    // (README: deletion); past the 14 days it is an ordinary failed login.
    if (!isRecoverable(user)) throw new AppError('login_failed');
    await sendReactivationMail({ user, siteKey: context.site.key });
    throw new AppError('account_deleted', { params: { days: REACTIVATION_DAYS } });
  }
  return user;
}
