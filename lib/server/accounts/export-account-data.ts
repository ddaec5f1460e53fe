import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { complaints, creditEntries, discountCodes } from '@/lib/db/schema';
import type { SessionUser } from '@/lib/server/auth/session';
import { now } from '@/lib/server/clock';
import { AppError } from '@/lib/server/http/errors';
import { slidingHit } from '@/lib/server/limits/rate-limit';
import { getNotificationSettings } from '@/lib/server/notifications/get-notification-settings';
import { listOwnPhotos } from '@/lib/server/photos/list-own-photos';
import { getOwnProfile } from '@/lib/server/profiles/get-own-profile';
import type { SiteRecord } from '@/lib/server/sites/get-site';

export const EXPORTS_PER_HOUR = 10;

/**
 * Everything the product keeps about the member, in one machine-readable document (GDPR Art. 15 and
 * 20; reliability catalogue GDPR-04): account, profile, photos (with links to download each one),
 * notification choices, every credit movement, complaints filed and personal discount codes. Never a
 * password hash, session or token, and nothing about other members.
 */
export async function exportAccountData(input: { user: SessionUser; site: SiteRecord }) {
  const { user, site } = input;
  const db = await getDb();
  const hit = await slidingHit(db, { key: `export:${user.id}`, windowMs: 60 * 60_000, limit: EXPORTS_PER_HOUR });
  if (!hit.allowed) throw new AppError('rate_limited', { retryAfterS: hit.retryAfterS });
  const [profile, photos, notifications, ledger, filed, codes] = await Promise.all([
    getOwnProfile(user, db),
    listOwnPhotos(user.id),
    getNotificationSettings(user.id, db),
    db.select().from(creditEntries).where(eq(creditEntries.userId, user.id)).orderBy(asc(creditEntries.createdAt)),
    db.select().from(complaints).where(eq(complaints.userId, user.id)).orderBy(asc(complaints.createdAt)),
    db.select().from(discountCodes).where(eq(discountCodes.userId, user.id)).orderBy(asc(discountCodes.createdAt)),
  ]);
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
      last_active_at: user.lastActiveAt?.toISOString() ?? null,
    },
    profile,
    photos: photos.photos,
    notifications,
    credit_entries: ledger.map((e) => ({ delta: e.delta, reason: e.reason, reference: e.reference, created_at: e.createdAt.toISOString() })),
    complaints: filed.map((c) => ({ category: c.category, message: c.message, status: c.status, created_at: c.createdAt.toISOString() })),
    discount_codes: codes.map((c) => ({
      code: c.code,
      kind: c.kind,
      value_percentage: c.valuePercentage,
      status: c.status,
      expires_at: c.expiresAt?.toISOString() ?? null,
    })),
  };
}
