import type { PaymentMethod } from '@/lib/config/payments';
import type { DiscountCode } from '@/lib/schemas/payments';

/**
 * Why a code that exists does not fit this purchase, as the server's error code (so the same translated
 * message shows), or null when it fits. The server decides again when the order is made; this only lets
 * the member see it before confirming.
 */
export function discountProblem(
  code: DiscountCode,
  purchase: { country: string; currency: string; method: PaymentMethod | null; listPrice: number },
): string | null {
  if (code.expired) return 'discount_expired';
  if (code.country && code.country !== purchase.country) return 'discount_wrong_country';
  // A code in another currency belongs to another country's prices (the server says the same).
  if (code.currency && code.currency !== purchase.currency) return 'discount_wrong_country';
  if (code.minimum_order_value !== null && purchase.listPrice < code.minimum_order_value) {
    return 'discount_minimum_not_met';
  }
  const methods = code.paymentmethods ?? [];
  if (purchase.method && methods.length > 0 && !methods.includes(purchase.method)) return 'discount_wrong_method';
  return null;
}
