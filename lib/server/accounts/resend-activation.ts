import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { profiles } from '@/lib/db/schema';
import { viewerAccount, type Viewer } from '@/lib/server/auth/viewer';
import { AppError } from '@/lib/server/core/errors';
import { scheduleMailDelivery } from '@/lib/server/mail/deliver-mail';
import { assertWithinLimit } from '@/lib/server/limits/assert-within-limit';
import { getSite } from '@/lib/server/sites/get-site';
import { queueAccountMail } from './account-mail';
import { createToken } from './tokens';

/** Activation mails a member may ask for again per day (the signup mail not counted). */
export const ACTIVATION_RESENDS_PER_DAY = 3;

/** Sends a fresh activation mail to a signed-in member whose address is not confirmed yet. */
export async function resendActivation(input: {
  viewer: Pick<Viewer, 'id' | 'status'>;
  siteKey: string;
}): Promise<void> {
  if (input.viewer.status !== 'not_confirmed') throw new AppError('already_active');
  const db = await getDb();
  const user = await viewerAccount(input.viewer, db);
  await assertWithinLimit(
    db,
    { key: `activation-mail:${user.id}`, limit: ACTIVATION_RESENDS_PER_DAY, perDay: true },
    'resend_limit',
  );
  const site = await getSite(input.siteKey);
  const [profile] = await db.select({ name: profiles.name }).from(profiles).where(eq(profiles.userId, user.id));
  await db.transaction(async (tx) => {
    const { token } = await createToken(tx, { kind: 'activation', userId: user.id });
    await queueAccountMail(tx, {
      site,
      user: { id: user.id, email: user.email, language: user.language, name: profile?.name ?? null },
      kind: 'activation',
      token,
    });
  });
  scheduleMailDelivery();
}
