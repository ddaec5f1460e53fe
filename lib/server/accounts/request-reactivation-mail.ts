import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import { afterResponse } from '@/lib/server/core/background';
import type { RequestContext } from '@/lib/server/core/request-context';
import { assertWithinLimit } from '@/lib/server/limits/assert-within-limit';
import { ipKey } from '@/lib/server/limits/limit-keys';
import { sendReactivationMail } from './send-reactivation-mail';

/** "Send me the reactivation link again" requests per client address per hour. */
export const REACTIVATION_REQUESTS_PER_IP_PER_HOUR = 10;

/**
 * The form on /account-deleted: a new reactivation link for the address, if it belongs to an account of
 * this site deleted less than 14 days ago. The caller answers the same whatever happened, so this tells
 * nothing about an address, neither by the answer nor by its timing: only the per-client limit runs before
 * the answer, the lookup and the mail after it. The per-address daily cap and the per-client limit stop
 * mail bombing.
 */
export async function requestReactivationMail(input: { email: string; context: RequestContext }): Promise<void> {
  const { context } = input;
  const db = await getDb();
  await assertWithinLimit(db, {
    key: `reactivation:ip:${ipKey(context.clientIp)}`,
    windowMs: 3_600_000,
    limit: REACTIVATION_REQUESTS_PER_IP_PER_HOUR,
  });
  afterResponse('reactivation-mail', async () => {
    const [user] = await db
      .select()
      .from(users)
      .where(
        and(
          eq(users.siteId, context.site.id),
          sql`lower(${users.email}) = ${input.email}`,
          eq(users.status, 'deleted'),
        ),
      );
    if (user) await sendReactivationMail({ user, siteKey: context.site.key });
  });
}
