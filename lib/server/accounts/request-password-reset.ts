import 'server-only';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { profiles, users } from '@/lib/db/schema';
import { BARRED_STATUSES } from '@/lib/server/auth/session';
import { afterResponse } from '@/lib/server/core/background';
import type { RequestContext } from '@/lib/server/core/request-context';
import { scheduleMailDelivery } from '@/lib/server/mail/deliver-mail';
import { assertWithinLimit, hitLimit } from '@/lib/server/limits/assert-within-limit';
import { getSite } from '@/lib/server/sites/get-site';
import { ipKey } from '@/lib/server/limits/limit-keys';
import { queueAccountMail } from './account-mail';
import { createToken } from './tokens';

/** Reset mails per account per UTC day; past it the answer stays the same and no mail is queued. */
export const RESET_MAILS_PER_DAY = 3;
/** Reset requests per client address per hour (mail bombing many addresses, probing). */
export const RESET_REQUESTS_PER_IP_PER_HOUR = 10;

/**
 * Queues a reset link (valid one hour, single use, voiding older links) when the e-mail belongs to an
 * account and its daily cap is not reached. The caller answers the same either way: this never tells
 * whether an account exists or the cap was hit (README, decisions: enumeration policy), neither by the
 * answer nor by its timing: only the per-address limit runs before the answer, the lookup and the mail
 * after it.
 */
export async function requestPasswordReset(input: { email: string; context: RequestContext }): Promise<void> {
  const { context } = input;
  const db = await getDb();
  await assertWithinLimit(db, {
    key: `reset:ip:${ipKey(context.clientIp)}`,
    windowMs: 3_600_000,
    limit: RESET_REQUESTS_PER_IP_PER_HOUR,
  });
  afterResponse('password-reset-mail', () => queueResetMail(input.email, context.site));
}

async function queueResetMail(email: string, siteRef: RequestContext['site']): Promise<void> {
  const db = await getDb();
  const [user] = await db
    .select({ id: users.id, email: users.email, language: users.language, name: profiles.name })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(
      and(
        eq(users.siteId, siteRef.id),
        sql`lower(${users.email}) = ${email}`,
        notInArray(users.status, ['deleted', ...BARRED_STATUSES]),
      ),
    );
  if (!user) return;
  const cap = await hitLimit(db, { key: `reset-mail:${user.id}`, limit: RESET_MAILS_PER_DAY, perDay: true });
  if (!cap.allowed) return;
  const site = await getSite(siteRef.key);
  await db.transaction(async (tx) => {
    const { token } = await createToken(tx, { kind: 'reset', userId: user.id, supersede: true });
    await queueAccountMail(tx, { site, user, kind: 'passwordReset', token });
  });
  scheduleMailDelivery();
}
