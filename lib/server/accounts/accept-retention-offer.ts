import 'server-only';
import { createHmac } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { deriveKey } from '@/lib/config/secrets';
import { getDb } from '@/lib/db/client';
import { discountCodes } from '@/lib/db/schema';
import type { RetentionOffer } from '@/lib/schemas/account-settings';
import type { Viewer } from '@/lib/server/auth/viewer';
import { now, nowMs } from '@/lib/server/core/clock';
import { AppError } from '@/lib/server/core/errors';
import { getSite } from '@/lib/server/sites/get-site';
import { uuidv7 } from '@/lib/utils/uuid';

/** How long the retention code of the deletion flow stays valid. */
export const RETENTION_CODE_DAYS = 30;
const BASE32 = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * The member's one retention code: derived from the member id with a keyed hash, so every retry or
 * concurrent click names the same code and the unique (site, code) index lets only one row exist,
 * without a table of its own. 12 characters of a 32-letter alphabet without look-alikes.
 */
export function retentionCode(userId: string): string {
  const digest = createHmac('sha256', deriveKey('tokens')).update(`retention:${userId}`).digest();
  return `STAY-${[...digest.subarray(0, 12)].map((b) => BASE32[b % 32]).join('')}`;
}

/**
 * "Stay and get {percent}% off your next purchase": the retention offer of the deletion flow, from the
 * company's delete_discount. Accepting creates one member-only code (kind retention, once per user,
 * RETENTION_CODE_DAYS days); asking again returns the same code, never a second one.
 */
export async function acceptRetentionOffer(input: {
  viewer: Pick<Viewer, 'id'>;
  siteKey: string;
}): Promise<RetentionOffer> {
  const site = await getSite(input.siteKey);
  const percent = site.company.deleteDiscount;
  if (percent < 1 || percent > 100) throw new AppError('not_found');
  const db = await getDb();
  const mine = and(
    eq(discountCodes.siteId, site.id),
    eq(discountCodes.userId, input.viewer.id),
    eq(discountCodes.kind, 'retention'),
  );
  // A code taken before a key rotation (APP_SECRET_PREVIOUS) derives differently now: the member keeps that one.
  const [taken] = await db.select().from(discountCodes).where(mine).limit(1);
  if (taken) return toOffer(taken);
  const code = retentionCode(input.viewer.id);
  await db
    .insert(discountCodes)
    .values({
      id: uuidv7(),
      siteId: site.id,
      code,
      kind: 'retention',
      userId: input.viewer.id,
      valuePercentage: percent,
      validity: 'once_per_user',
      status: 'active',
      expiresAt: new Date(nowMs() + RETENTION_CODE_DAYS * 86_400_000),
      createdAt: now(),
    })
    .onConflictDoNothing();
  const [row] = await db
    .select()
    .from(discountCodes)
    .where(
      and(
        eq(discountCodes.siteId, site.id),
        sql`upper(${discountCodes.code}) = ${code}`,
        eq(discountCodes.userId, input.viewer.id),
      ),
    );
  if (!row) throw new AppError('internal_error');
  return toOffer(row);
}

function toOffer(row: typeof discountCodes.$inferSelect): RetentionOffer {
  return { code: row.code, percent: row.valuePercentage, expires_at: (row.expiresAt ?? now()).toISOString() };
}
