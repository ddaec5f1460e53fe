import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { REACTIVATION_DAYS } from '@/lib/config/constants';
import { getDb } from '@/lib/db/client';
import { profiles, users } from '@/lib/db/schema';
import type { SignupInput } from '@/lib/schemas/account';
import type { SessionUser } from '@/lib/server/auth/session';
import { hashPassword } from '@/lib/server/auth/password';
import { now, nowMs } from '@/lib/server/core/clock';
import { grantCredits } from '@/lib/server/credits/grant-credits';
import { isUniqueViolation } from '@/lib/server/core/db-errors';
import { scheduleMailDelivery } from '@/lib/server/mail/deliver-mail';
import { AppError } from '@/lib/server/core/errors';
import type { RequestContext } from '@/lib/server/core/request-context';
import { assertWithinLimit } from '@/lib/server/limits/assert-within-limit';
import { loadMessages } from '@/lib/i18n/messages';
import { getSite, type SiteRecord } from '@/lib/server/sites/get-site';
import { uuidv7 } from '@/lib/utils/uuid';
import { ipKey } from '@/lib/server/limits/limit-keys';
import { env } from '@/lib/config/env';
import { queueAccountMail } from './account-mail';
import { createToken } from './tokens';

/** Spec §4: signups are open when the setting is `all`, or `with_trafficsource` and the visitor came through a traffic source. */
export function signupsOpen(site: Pick<SiteRecord, 'signups'>, context: Pick<RequestContext, 'tracking'>): boolean {
  return site.signups === 'all' || (site.signups === 'with_trafficsource' && context.tracking !== null);
}

/** Signup rules for an address on one site (spec §8): `email_taken`, or `email_deleted_recoverable` within 14 days of a deletion. */
export async function assertEmailFree(siteId: number, email: string): Promise<void> {
  const db = await getDb();
  const [existing] = await db
    .select({ status: users.status, deletedAt: users.deletedAt })
    .from(users)
    .where(and(eq(users.siteId, siteId), sql`lower(${users.email}) = ${email}`));
  if (!existing) return;
  const recoverable =
    existing.status === 'deleted' &&
    existing.deletedAt !== null &&
    existing.deletedAt.getTime() > nowMs() - REACTIVATION_DAYS * 86_400_000;
  throw new AppError(recoverable ? 'email_deleted_recoverable' : 'email_taken');
}

/**
 * Creates an account in one transaction: the user (not_confirmed, in the visitor's language, with the
 * traffic source), the disabled profile, the signup credits through the ledger, the activation token
 * and its mail. Any failure rolls all of it back; two signups racing for one e-mail meet at the
 * unique index and the loser gets `email_taken`.
 */
export async function signUp(input: { form: SignupInput; context: RequestContext }): Promise<SessionUser> {
  const { form, context } = input;
  const site = await getSite(context.site.key);
  if (!signupsOpen(site, context)) throw new AppError('signups_closed');
  const db = await getDb();
  await assertWithinLimit(db, {
    key: `signup:ip:${ipKey(context.clientIp)}`,
    windowMs: 3_600_000,
    // Generous for a shared network, a brake on scripted signups and e-mail probing (SIGNUPS_PER_IP_PER_HOUR, default 30).
    limit: env().SIGNUPS_PER_IP_PER_HOUR,
  });
  await assertEmailFree(site.id, form.email);

  const passwordHash = await hashPassword(form.password);
  const language = form.language ?? context.locale;
  await loadMessages(language); // warm the catalogue outside the transaction
  const at = now();
  const id = uuidv7(at.getTime());
  let created: SessionUser;
  try {
    created = await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          id,
          siteId: site.id,
          email: form.email,
          passwordHash,
          status: 'not_confirmed',
          role: 'member',
          language,
          signupDate: at,
          trafficSource: context.tracking,
          createdAt: at,
          updatedAt: at,
        })
        .returning();
      if (!user) throw new Error('user insert returned nothing');
      await tx.insert(profiles).values({
        userId: id,
        name: form.name,
        birthDate: form.date_of_birth,
        country: context.country,
        about: form.signup_message ?? '',
        status: 'disabled',
        updatedAt: at,
      });
      const granted = await grantCredits(
        {
          userId: id,
          amount: site.signupCredits,
          reason: 'signup',
          reference: `site:${site.id}`,
          idempotencyKey: `signup:${id}`,
        },
        tx,
      );
      const { token } = await createToken(tx, { kind: 'activation', userId: id });
      await queueAccountMail(tx, {
        site,
        user: { id, email: form.email, language, name: form.name },
        kind: 'activation',
        token,
      });
      return granted.granted ? { ...user, credits: granted.balance } : user;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'users_site_email_unique')) throw new AppError('email_taken');
    throw error;
  }
  scheduleMailDelivery();
  return created;
}
