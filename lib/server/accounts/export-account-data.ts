import 'server-only';
import { and, asc, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import { isLocale } from '@/lib/config/locales';
import { getDb, type Db } from '@/lib/db/client';
import {
  alertDismissals,
  blocks,
  complaints,
  creditEntries,
  discountCodes,
  discountRedemptions,
  orders,
  paymentMandates,
  spendLimits,
  interests,
  likes,
  mailOutbox,
  messages,
  photoUnlocks,
  tokens,
} from '@/lib/db/schema';
import { loadMessages } from '@/lib/i18n/messages';
import type { SessionUser } from '@/lib/server/auth/session';
import { viewerAccount, type Viewer } from '@/lib/server/auth/viewer';
import { now } from '@/lib/server/core/clock';
import { exportDirectDebitData } from '@/lib/server/direct-debit/account-data';
import { assertWithinLimit } from '@/lib/server/limits/assert-within-limit';
import { getNotificationSettings } from '@/lib/server/notifications/get-notification-settings';
import { listOwnPhotos } from '@/lib/server/photos/list-own-photos';
import { getOwnProfile } from '@/lib/server/profiles/get-own-profile';
import type { SiteRecord } from '@/lib/server/sites/get-site';

export const EXPORTS_PER_HOUR = 10;

/** The member's interests as a person reads them: each one's key and its name in the member's language (the ids mean nothing outside). */
async function namedInterests(
  db: Db,
  ids: readonly number[],
  language: string,
): Promise<{ key: string; name: string }[]> {
  if (ids.length === 0) return [];
  const [rows, texts] = await Promise.all([
    db
      .select({ key: interests.key })
      .from(interests)
      .where(inArray(interests.id, [...ids]))
      .orderBy(asc(interests.sort)),
    loadMessages(isLocale(language) ? language : 'en'),
  ]);
  const names: Record<string, string> = texts.Interests;
  return rows.map((r) => ({ key: r.key, name: names[r.key] ?? r.key }));
}

/**
 * Everything the product keeps about the member, in one machine-readable document (GDPR Art. 15 and
 * 20; reliability catalogue GDPR-04): account, profile, photos (with links to download each one),
 * notification choices, every credit movement, complaints filed, personal discount codes, a pending
 * e-mail change, the copies of the mails sent to the member, likes and photo unlocks both ways and dismissed
 * alerts. Never a password hash, session or
 * token (links in the mail copies have their tokens blanked), and nothing about other members.
 */
export async function exportAccountData(input: { viewer: Pick<Viewer, 'id'>; site: SiteRecord }) {
  const { site } = input;
  const db = await getDb();
  const user = await viewerAccount(input.viewer, db);
  await assertWithinLimit(db, { key: `export:${user.id}`, windowMs: 60 * 60_000, limit: EXPORTS_PER_HOUR });
  return accountData(db, user, site);
}

/**
 * The export's document for an account, whoever asks: the member above (rate limited, only while their session
 * holds) or a moderator viewing the member in the console (issue 15, any status). The same blanking applies.
 */
export async function accountData(db: Db, user: SessionUser, site: Pick<SiteRecord, 'name' | 'domain'>) {
  const [profile, photos, notifications, ledger, filed, codes, mails, pendingChange] = await Promise.all([
    getOwnProfile(user, db),
    listOwnPhotos(user.id),
    getNotificationSettings(user.id, db),
    db.select().from(creditEntries).where(eq(creditEntries.userId, user.id)).orderBy(asc(creditEntries.createdAt)),
    db.select().from(complaints).where(eq(complaints.userId, user.id)).orderBy(asc(complaints.createdAt)),
    db.select().from(discountCodes).where(eq(discountCodes.userId, user.id)).orderBy(asc(discountCodes.createdAt)),
    db.select().from(mailOutbox).where(eq(mailOutbox.userId, user.id)).orderBy(asc(mailOutbox.createdAt)),
    db
      .select({ payload: tokens.payload, expiresAt: tokens.expiresAt })
      .from(tokens)
      .where(
        and(
          eq(tokens.userId, user.id),
          eq(tokens.kind, 'mail_change'),
          isNull(tokens.usedAt),
          gt(tokens.expiresAt, now()),
        ),
      ),
  ]);
  // The member's own messages (what they wrote, to which conversation); what others wrote is theirs.
  const written = await db
    .select()
    .from(messages)
    .where(eq(messages.senderId, user.id))
    .orderBy(asc(messages.createdAt));
  const blocked = await db.select().from(blocks).where(eq(blocks.blockerId, user.id)).orderBy(asc(blocks.createdAt));
  // Likes and photo unlocks both ways: whom the member liked and who liked them, whose photos they unlocked and who
  // unlocked theirs (the other member by id only, as the member's own lists show them).
  const liked = await db
    .select()
    .from(likes)
    .where(or(eq(likes.likerId, user.id), eq(likes.likedId, user.id)))
    .orderBy(asc(likes.createdAt));
  const unlocks = await db
    .select()
    .from(photoUnlocks)
    .where(or(eq(photoUnlocks.viewerId, user.id), eq(photoUnlocks.ownerId, user.id)))
    .orderBy(asc(photoUnlocks.createdAt));
  const dismissed = await db.select().from(alertDismissals).where(eq(alertDismissals.userId, user.id));
  const payments = await exportPayments(db, user.id);
  const interestNames = await namedInterests(db, profile.interests, user.language);
  const iso = (d: Date | null) => d?.toISOString() ?? null;
  return {
    exported_at: now().toISOString(),
    site: { name: site.name, domain: site.domain },
    account: {
      id: user.id,
      email: user.email,
      status: user.status,
      language: user.language,
      signup_date: user.signupDate.toISOString(),
      paid_user: user.paidUser,
      credits: user.credits,
      invisible: user.invisible,
      notifications_disabled: user.notificationsDisabled,
      traffic_source: user.trafficSource,
      mail_suppressed: user.mailSuppressed,
      last_active_at: user.lastActiveAt?.toISOString() ?? null,
      pending_email_change: pendingChange.map((p) => ({
        new_email: p.payload?.email ?? null,
        expires_at: p.expiresAt.toISOString(),
      })),
    },
    profile: { ...profile, interests: interestNames },
    photos: photos.photos,
    notifications,
    credit_entries: ledger.map((e) => ({
      delta: e.delta,
      reason: e.reason,
      reference: e.reference,
      created_at: e.createdAt.toISOString(),
    })),
    complaints: filed.map((c) => ({
      name: c.name,
      email: c.email,
      language: c.locale,
      category: c.category,
      message: c.message,
      status: c.status,
      created_at: c.createdAt.toISOString(),
    })),
    ...payments,
    discount_codes: codes.map((c) => ({
      code: c.code,
      kind: c.kind,
      value_percentage: c.valuePercentage,
      status: c.status,
      expires_at: c.expiresAt?.toISOString() ?? null,
    })),
    mails: mails.map((m) => ({
      kind: m.kind,
      to: m.to,
      subject: m.subject,
      text: m.text.replace(TOKEN_IN_LINK, '$1…'),
      status: m.status,
      created_at: m.createdAt.toISOString(),
      sent_at: m.sentAt?.toISOString() ?? null,
    })),
    messages_sent: written.map((m) => ({
      conversation: m.conversationId,
      body: m.body,
      credits: m.cost,
      created_at: m.createdAt.toISOString(),
    })),
    blocked_members: blocked.map((b) => ({ member: b.blockedId, created_at: b.createdAt.toISOString() })),
    likes_given: liked
      .filter((l) => l.likerId === user.id)
      .map((l) => ({
        member: l.likedId,
        source: l.source,
        created_at: l.createdAt.toISOString(),
        matched_at: iso(l.matchedAt),
        match_seen_at: iso(l.matchSeenAt),
      })),
    likes_received: liked
      .filter((l) => l.likedId === user.id)
      .map((l) => ({
        member: l.likerId,
        created_at: l.createdAt.toISOString(),
        seen_at: iso(l.seenAt),
        matched_at: iso(l.matchedAt),
      })),
    photos_unlocked: unlocks
      .filter((u) => u.viewerId === user.id)
      .map((u) => ({ member: u.ownerId, created_at: u.createdAt.toISOString() })),
    photos_unlocked_by: unlocks
      .filter((u) => u.ownerId === user.id)
      .map((u) => ({ member: u.viewerId, created_at: u.createdAt.toISOString() })),
    alerts_dismissed: dismissed.map((d) => ({ alert: d.alert, dismissed_at: d.dismissedAt.toISOString() })),
    direct_debit: await exportDirectDebitData(db, user.id),
  };
}

/** A token in a mailed link (activation, reset, e-mail change, reactivation, unsubscribe): blanked in the export. */
const TOKEN_IN_LINK = /([?&](?:token|s)=)[A-Za-z0-9_\-.~%]+/g;

/** The member's orders, mandates (masked labels only), code redemptions and spending limits (issue 14 §9). */
async function exportPayments(db: Db, userId: string) {
  const [bought, mandates, redeemed, limits] = await Promise.all([
    db.select().from(orders).where(eq(orders.userId, userId)).orderBy(asc(orders.createdAt)),
    db.select().from(paymentMandates).where(eq(paymentMandates.userId, userId)).orderBy(asc(paymentMandates.createdAt)),
    db
      .select({
        code: discountCodes.code,
        order: discountRedemptions.orderId,
        status: discountRedemptions.status,
        at: discountRedemptions.createdAt,
      })
      .from(discountRedemptions)
      .innerJoin(discountCodes, eq(discountCodes.id, discountRedemptions.codeId))
      .where(eq(discountRedemptions.userId, userId))
      .orderBy(asc(discountRedemptions.createdAt)),
    db.select().from(spendLimits).where(eq(spendLimits.userId, userId)),
  ]);
  return {
    orders: bought.map((o) => ({
      id: o.id,
      status: o.status,
      credits: o.credits,
      country: o.country,
      currency: o.currency,
      list_amount: o.listAmount,
      discount_amount: o.discountAmount,
      amount: o.amount,
      method: o.method,
      provider_payment_id: o.providerPaymentId,
      created_at: o.createdAt.toISOString(),
      paid_at: o.paidAt?.toISOString() ?? null,
      refunded_at: o.refundedAt?.toISOString() ?? null,
      reversed_credits: o.reversedCredits,
    })),
    payment_mandates: mandates.map((m) => ({
      method: m.method,
      label: m.label,
      status: m.status,
      created_at: m.createdAt.toISOString(),
      revoked_at: m.revokedAt?.toISOString() ?? null,
    })),
    discount_redemptions: redeemed.map((r) => ({
      code: r.code,
      order: r.order,
      status: r.status,
      created_at: r.at.toISOString(),
    })),
    spend_limits: limits.map((l) => ({
      daily: l.daily,
      monthly: l.monthly,
      pending_daily: l.pendingDaily,
      pending_monthly: l.pendingMonthly,
      pending_from: l.pendingFrom?.toISOString() ?? null,
    })),
  };
}
