import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import { REACTIVATION_DAYS } from '@/lib/config/constants';
import { getDb, type Tx } from '@/lib/db/client';
import { tokens } from '@/lib/db/schema';
import type { SessionUser } from '@/lib/server/auth/session';
import { nowMs } from '@/lib/server/core/clock';
import { hitLimit } from '@/lib/server/limits/assert-within-limit';
import { scheduleMailDelivery } from '@/lib/server/mail/deliver-mail';
import { getSite, type SiteRecord } from '@/lib/server/sites/get-site';
import { queueAccountMail } from './account-mail';
import { mailRecipient } from './mail-recipient';
import { createToken } from './tokens';

/** Reactivation mails a deleted member may ask for again per day (the one sent at deletion not counted). */
export const REACTIVATION_MAILS_PER_DAY = 3;
const WINDOW_MS = REACTIVATION_DAYS * 86_400_000;

/** The status an account returns to on reactivation: what it had when it was deleted (the token payload keeps it). */
export type RestoreStatus = 'active' | 'not_confirmed';

/** Deleted less than 14 days ago and not erased yet: the reactivation link still works. */
export function isRecoverable(user: Pick<SessionUser, 'status' | 'deletedAt' | 'erasedAt'>): boolean {
  return (
    user.status === 'deleted' &&
    user.erasedAt === null &&
    user.deletedAt !== null &&
    user.deletedAt.getTime() > nowMs() - WINDOW_MS
  );
}

/** A new reactivation link (older ones void) and its mail, in the caller's transaction. */
export async function queueReactivationMail(
  tx: Tx,
  input: { site: SiteRecord; user: SessionUser; restore: RestoreStatus },
): Promise<void> {
  const { token } = await createToken(tx, {
    kind: 'reactivation',
    userId: input.user.id,
    payload: { restore: input.restore },
    supersede: true,
  });
  await queueAccountMail(tx, {
    site: input.site,
    user: await mailRecipient(tx, input.user),
    kind: 'accountDeleted',
    token,
    values: { days: REACTIVATION_DAYS },
  });
}

/**
 * Sends the reactivation link again to a deleted account still inside its 14 days, at most
 * REACTIVATION_MAILS_PER_DAY times a day. The link still ends 14 days after the deletion (the
 * reactivation checks deleted_at), however late it was sent. Returns whether a mail was queued.
 */
export async function sendReactivationMail(input: { user: SessionUser; siteKey: string }): Promise<boolean> {
  const { user } = input;
  if (!isRecoverable(user)) return false;
  const db = await getDb();
  const cap = await hitLimit(db, {
    key: `reactivation-mail:${user.id}`,
    limit: REACTIVATION_MAILS_PER_DAY,
    perDay: true,
  });
  if (!cap.allowed) return false;
  const site = await getSite(input.siteKey);
  const [previous] = await db
    .select({ payload: tokens.payload })
    .from(tokens)
    .where(and(eq(tokens.userId, user.id), eq(tokens.kind, 'reactivation')))
    .orderBy(desc(tokens.createdAt))
    .limit(1);
  const restore: RestoreStatus = previous?.payload?.restore === 'not_confirmed' ? 'not_confirmed' : 'active';
  await db.transaction((tx) => queueReactivationMail(tx, { site, user, restore }));
  scheduleMailDelivery();
  return true;
}
