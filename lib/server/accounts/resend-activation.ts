import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { profiles } from '@/lib/db/schema';
import type { SessionUser } from '@/lib/server/auth/session';
import { AppError } from '@/lib/server/core/errors';
import { scheduleMailDelivery } from '@/lib/server/mail/deliver-mail';
import { dailyHit } from '@/lib/server/limits/rate-limit';
import { getSite } from '@/lib/server/sites/get-site';
import { queueAccountMail } from './account-mail';
import { createToken } from './tokens';

/** Activation mails a member may ask for again per day (the signup mail not counted). */
export const ACTIVATION_RESENDS_PER_DAY = 3;

/** Sends a fresh activation mail to a signed-in member whose address is not confirmed yet. */
export async function resendActivation(input: { user: SessionUser; siteKey: string }): Promise<void> {
  const { user } = input;
  if (user.status !== 'not_confirmed') throw new AppError('already_active');
  const db = await getDb();
  const hit = await dailyHit(db, { key: `activation-mail:${user.id}`, limit: ACTIVATION_RESENDS_PER_DAY });
  if (!hit.allowed) throw new AppError('resend_limit', { retryAfterS: hit.retryAfterS });
  const site = await getSite(input.siteKey);
  const [profile] = await db.select({ name: profiles.name }).from(profiles).where(eq(profiles.userId, user.id));
  await db.transaction(async (tx) => {
    const { token } = await createToken(tx, { kind: 'activation', userId: user.id });
    await queueAccountMail(tx, { site, user: { id: user.id, email: user.email, language: user.language, name: profile?.name ?? null }, kind: 'activation', token });
  });
  scheduleMailDelivery();
}
