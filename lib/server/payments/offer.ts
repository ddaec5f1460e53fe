import 'server-only';
import type { ActiveDiscount, PackagesResponse } from '@/lib/schemas/payments';
import type { Viewer } from '@/lib/server/auth/viewer';
import { now } from '@/lib/server/core/clock';
import { getSite } from '@/lib/server/sites/get-site';
import { automaticDiscountFor } from './automatic-discounts';
import { offeredMethods } from './methods';
import { discounted } from './money';
import { payingMember, pricedPackages, pricingCountry } from './pricing';

/**
 * GET /api/packages and the /credits page: the four packages in the country's price and currency with the
 * active discount applied, the methods offered there (for the cheapest package's amount) and the discount.
 * A member's country is their profile's; a visitor's the geo country, else the site's default.
 */
export async function offeredPackages(input: {
  viewer: Viewer | null;
  siteKey: string;
  country?: string;
}): Promise<PackagesResponse> {
  const site = await getSite(input.siteKey);
  const member = input.viewer ? await payingMember(input.viewer.id) : null;
  const country = await pricingCountry({
    userId: member?.id ?? null,
    siteKey: input.siteKey,
    geoCountry: input.country ?? site.defaultCountry,
  });
  const packages = await pricedPackages(country);
  const automatic = member ? automaticDiscountFor(member, now()) : null;
  const discount: ActiveDiscount | null = automatic
    ? {
        code: automatic.code,
        kind: automatic.kind,
        percentage: automatic.percentage,
        expires_at: automatic.expiresAt.toISOString(),
      }
    : null;
  const cheapest = packages[0];
  const methods = cheapest
    ? await offeredMethods({
        amount: cheapest.listAmount,
        currency: cheapest.currency,
        country,
        language: member?.language ?? site.domainLanguage,
        flagged: member?.paymentsFlag != null,
      })
    : [];
  return {
    country,
    packages: packages.map((p) => ({
      id: p.key,
      tier: p.tier,
      credits: p.baseCredits,
      bonus: p.bonus,
      highlighted: p.highlighted,
      currency: p.currency,
      list_price: p.listAmount,
      price: automatic ? discounted(p.listAmount, automatic.percentage) : p.listAmount,
    })),
    methods,
    discount,
  };
}
