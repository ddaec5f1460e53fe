import 'server-only';
import { judgePassword } from '@/lib/server/auth/log-in';
import { verifyPassword } from '@/lib/server/auth/password';
import type { SessionUser } from '@/lib/server/auth/session';
import { AppError } from '@/lib/server/core/errors';
import { loginKeys } from '@/lib/server/limits/limit-keys';

/**
 * Re-authentication for credential changes and deletion (reliability catalogue AUTH-09): the current
 * password must be right. Wrong answers count towards the same lockout as logins from this client
 * address, so a stolen session cannot guess the password here any faster than on the login form, in parallel
 * neither; while a lock applies even the right password is refused with 423 `account_locked`.
 */
export async function verifyCurrentPassword(
  user: SessionUser,
  password: string,
  clientIp: string | null,
): Promise<void> {
  const keys = loginKeys(user.siteId, user.email, clientIp);
  if (!(await judgePassword(keys, () => verifyPassword(user.passwordHash, password))))
    throw new AppError('old_password_wrong');
}
