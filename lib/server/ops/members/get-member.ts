import 'server-only';
import { asc, desc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { complaints, memberFlags, orders, profiles, sites } from '@/lib/db/schema';
import { accountData } from '@/lib/server/accounts/export-account-data';
import { AppError } from '@/lib/server/core/errors';
import { orderRows, toOrder } from '@/lib/server/payments/order-view';
import { complaintReference } from '@/lib/utils/complaint-reference';
import type { Operator } from '../operator';
import { scopedMember } from './scoped-member';

/**
 * GET /api/ops/members/{id}: what a moderator needs to judge an account: the account and profile, status and
 * ban, credits, orders, complaints filed, open and resolved flags, and the member's own data export (the same
 * document the member downloads: no password hash, session or unblanked token). Never a way to log in as them.
 */
export async function getMember(operator: Operator, id: string) {
  const db = await getDb();
  const user = await scopedMember(db, operator, id);
  const [[site], [profile], orderList, filed, flags] = await Promise.all([
    db
      .select({ id: sites.id, key: sites.key, name: sites.name, domain: sites.domain })
      .from(sites)
      .where(eq(sites.id, user.siteId)),
    db.select().from(profiles).where(eq(profiles.userId, id)),
    orderRows(db, eq(orders.userId, id)),
    db.select().from(complaints).where(eq(complaints.userId, id)).orderBy(desc(complaints.createdAt)),
    db.select().from(memberFlags).where(eq(memberFlags.userId, id)).orderBy(asc(memberFlags.createdAt)),
  ]);
  if (!site) throw new AppError('not_found');
  let exported: Awaited<ReturnType<typeof accountData>> | null = null;
  try {
    exported = await accountData(db, user, site);
  } catch (error) {
    // An erased account has no profile left to export: the rest of the view still stands.
    if (!(error instanceof AppError && error.code === 'not_found')) throw error;
  }
  return {
    member: {
      id: user.id,
      site,
      email: user.email,
      status: user.status,
      language: user.language,
      signup_date: user.signupDate.toISOString(),
      activated_at: user.activatedAt?.toISOString() ?? null,
      last_active_at: user.lastActiveAt?.toISOString() ?? null,
      paid_user: user.paidUser,
      credits: user.credits,
      invisible: user.invisible,
      payments_flag: user.paymentsFlag,
      ban_reason: user.banReason,
      banned_at: user.bannedAt?.toISOString() ?? null,
      deleted_at: user.deletedAt?.toISOString() ?? null,
      profile: profile
        ? {
            name: profile.name,
            gender: profile.gender,
            birth_date: profile.birthDate,
            country: profile.country,
            region: profile.region,
            about: profile.about,
            tagline: profile.tagline,
            status: profile.status,
          }
        : null,
      orders: orderList.map((o) => ({ ...toOrder(o), reversed_credits: o.reversedCredits, flag: o.flag })),
      complaints: filed.map((c) => ({
        id: c.id,
        reference: complaintReference(c.id),
        category: c.category,
        status: c.status,
        created_at: c.createdAt.toISOString(),
      })),
      flags: flags.map((f) => ({
        id: f.id,
        reason: f.reason,
        created_at: f.createdAt.toISOString(),
        resolved_at: f.resolvedAt?.toISOString() ?? null,
      })),
      export: exported,
    },
  };
}

export type OpsMemberDetail = Awaited<ReturnType<typeof getMember>>['member'];
