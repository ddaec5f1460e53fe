import 'server-only';
import { getDb } from '@/lib/db/client';
import type { PaymentMethod } from '@/lib/config/payments';
import type { DiscountCode } from '@/lib/schemas/payments';
import type { Viewer } from '@/lib/server/auth/viewer';
import { now } from '@/lib/server/core/clock';
import { AppError } from '@/lib/server/core/errors';
import { getSite } from '@/lib/server/sites/get-site';
import { automaticDiscountFor } from './automatic-discounts';
import { assertScopeFree, assertVisible, findCode, isExpired, redemptionScope, type CodeRow } from './discounts';
import { payingMember, pricingCountry } from './pricing';

function shape(row: CodeRow, expired: boolean): DiscountCode {
  return {
    code: row.code,
    country: row.country,
    user_id: row.userId,
    expires: row.expiresAt?.toISOString() ?? null,
    value_percentage: row.valuePercentage,
    currency: row.currency,
    minimum_order_value: row.minimumOrderValue,
    status: row.status,
    validity: row.validity,
    expired,
    paymentmethods: row.paymentMethods ? (row.paymentMethods as PaymentMethod[]) : null,
  };
}

/**
 * GET /api/discountcode (alias discountcode.php). `?code=`: the code with the spec's fields, or why it cannot be
 * used by this viewer now (not found — also another member's code —, already used, expired, another country);
 * the minimum order value and the method are checked when the order names its package and method.
 * `?welcome=true`: the member's active automatic discount (time bonus, else welcome) in the same shape.
 */
export async function describeDiscountCode(input: {
  viewer: Viewer | null;
  siteKey: string;
  geoCountry: string;
  query: { code: string } | { welcome: 'true' };
}): Promise<DiscountCode> {
  const site = await getSite(input.siteKey);
  const db = await getDb();
  const at = now();
  if ('welcome' in input.query) {
    if (!input.viewer) throw new AppError('discount_not_found');
    const member = await payingMember(input.viewer.id);
    const active = automaticDiscountFor(member, at);
    if (!active) throw new AppError('discount_not_found');
    return {
      code: active.code,
      country: null,
      user_id: member.id,
      expires: active.expiresAt.toISOString(),
      value_percentage: active.percentage,
      currency: null,
      minimum_order_value: null,
      status: 'active',
      validity: 'once_per_user',
      expired: false,
      paymentmethods: null,
    };
  }
  const userId = input.viewer?.id ?? null;
  const row = await findCode(db, site.id, input.query.code);
  assertVisible(row, userId);
  if (isExpired(row, at)) throw new AppError('discount_expired');
  const country = await pricingCountry({ userId, siteKey: input.siteKey, geoCountry: input.geoCountry });
  if (row.country !== null && row.country !== country) throw new AppError('discount_wrong_country');
  if (userId) await assertScopeFree(db, row, redemptionScope(row, userId));
  else if (row.status === 'used') throw new AppError('discount_used');
  return shape(row, false);
}
