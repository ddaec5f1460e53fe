import { z } from 'zod';
import { ORDER_STATUSES, PAYMENT_METHODS } from '@/lib/config/payments';

/**
 * The money API's shapes (issue 14), shared by the routes, the use cases and the client. Amounts are
 * integers in minor units of `currency` (cents, øre, grosze); the client formats them with Intl.NumberFormat.
 */
export const paymentMethodSchema = z.enum(PAYMENT_METHODS);
export const orderStatusSchema = z.enum(ORDER_STATUSES);

/** A package key as the URLs and the API name it: /credits/{id}/{paymentmethod?}. */
export const packageIdSchema = z.string().regex(/^[a-z0-9-]{1,32}$/);

/** The discount that applies to a purchase now: the time bonus if present, else the welcome discount (spec §4), or a code. */
export const activeDiscountSchema = z.object({
  code: z.string(),
  kind: z.enum(['timebonus', 'welcome', 'retention', 'campaign']),
  percentage: z.number().int().min(1).max(100),
  /** ISO time the discount ends (the time bonus's countdown), or null. */
  expires_at: z.string().nullable(),
});
export type ActiveDiscount = z.infer<typeof activeDiscountSchema>;

export const offeredPackageSchema = z.object({
  id: packageIdSchema,
  tier: z.number().int(),
  credits: z.number().int().positive(),
  bonus: z.number().int().nonnegative(),
  highlighted: z.boolean(),
  currency: z.string().length(3),
  /** The list price, and the price after the active discount (equal without one). */
  list_price: z.number().int().positive(),
  price: z.number().int().positive(),
});
export type OfferedPackage = z.infer<typeof offeredPackageSchema>;

/** GET /api/packages (alias packages.php): the four packages for the viewer's country, the methods offered there, the active discount. */
export const packagesResponseSchema = z.object({
  country: z.string().length(2),
  packages: z.array(offeredPackageSchema),
  methods: z.array(paymentMethodSchema),
  discount: activeDiscountSchema.nullable(),
});
export type PackagesResponse = z.infer<typeof packagesResponseSchema>;

/** POST /api/orders (with an Idempotency-Key header): the price is the server's; a client amount is ignored. */
export const orderInputSchema = z.object({
  package: packageIdSchema,
  method: paymentMethodSchema,
  discount_code: z.string().trim().min(1).max(40).optional(),
  /** Apple Pay only: the payment token of the session the browser completed. */
  apple_pay_token: z.string().min(1).max(20_000).optional(),
});
export type OrderInput = z.infer<typeof orderInputSchema>;

export const orderSchema = z.object({
  id: z.string().uuid(),
  status: orderStatusSchema,
  package: packageIdSchema,
  credits: z.number().int().positive(),
  currency: z.string().length(3),
  list_amount: z.number().int().positive(),
  discount_amount: z.number().int().nonnegative(),
  amount: z.number().int().positive(),
  method: paymentMethodSchema,
  discount_code: z.string().nullable(),
  /** Where to pay while the order is open; null once it is final. */
  checkout_url: z.string().nullable(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
});
export type Order = z.infer<typeof orderSchema>;

/** GET /api/transactions/{id}: the order as a receipt, with the company that sold it (processors require it). */
export const receiptSchema = orderSchema.extend({
  company: z.object({
    name: z.string(),
    address: z.string(),
    zip: z.string(),
    city: z.string(),
    country: z.string(),
    kvk: z.string(),
    vat_numbers: z.array(z.string()),
  }),
  /** A refund may be asked until this time, when the credits are still unspent; null when it cannot. */
  refundable_until: z.string().nullable(),
  refunded_credits: z.number().int().nonnegative(),
});
export type Receipt = z.infer<typeof receiptSchema>;

/** GET /api/discountcode?code=… | ?welcome=true (alias discountcode.php), with the spec's fields (§3). */
export const discountCodeQuerySchema = z.union([
  z.object({ welcome: z.literal('true') }),
  z.object({ code: z.string().trim().min(1).max(40) }),
]);
export const discountCodeSchema = z.object({
  code: z.string(),
  country: z.string().nullable(),
  user_id: z.string().nullable(),
  expires: z.string().nullable(),
  value_percentage: z.number().int(),
  currency: z.string().nullable(),
  minimum_order_value: z.number().int().nullable(),
  status: z.string(),
  validity: z.string(),
  expired: z.boolean(),
  paymentmethods: z.array(paymentMethodSchema).nullable(),
});
export type DiscountCode = z.infer<typeof discountCodeSchema>;

/** PUT /api/spend-limits: daily and monthly limits in minor units; null removes one. */
export const spendLimitsInputSchema = z.object({
  daily: z.number().int().min(100).max(10_000_000).nullable(),
  monthly: z.number().int().min(100).max(10_000_000).nullable(),
});
export type SpendLimitsInput = z.infer<typeof spendLimitsInputSchema>;
export const spendLimitsSchema = spendLimitsInputSchema.extend({
  currency: z.string().length(3),
  /** A raise waiting its 24 hours: the limits that apply from `pending_from`. */
  pending: z
    .object({ daily: z.number().int().nullable(), monthly: z.number().int().nullable(), from: z.string() })
    .nullable(),
});
export type SpendLimits = z.infer<typeof spendLimitsSchema>;
