import 'server-only';
import { getDb } from '@/lib/db/client';
import { lockRemainingMs, recordLoginFailure } from '@/lib/server/auth/log-in';
import { verifyPassword } from '@/lib/server/auth/password';
import type { SessionUser } from '@/lib/server/auth/session';
import { AppError } from '@/lib/server/http/errors';
import { clearKey } from '@/lib/server/limits/rate-limit';
import { loginKeys } from './account-keys';

/**
 * Re-authentication for credential changes and deletion (reliability catalogue AUTH-09): the current
 * password must be right. Wrong answers count towards the same per-account lockout as logins, so a
 * stolen session cannot guess the password here any faster than on the login form; while the address
 * is locked even the right password is refused with 423 `account_locked`.
 */
export async function verifyCurrentPassword(user: SessionUser, password: string): Promise<void> {
  const keys = loginKeys(user.siteId, user.email);
  const locked = await lockRemainingMs(keys.lock);
  if (locked > 0) throw new AppError('account_locked', { params: { minutes: Math.ceil(locked / 60_000) } });
  if (!(await verifyPassword(user.passwordHash, password))) {
    await recordLoginFailure(keys);
    throw new AppError('old_password_wrong');
  }
  await clearKey(await getDb(), keys.failures);
}
