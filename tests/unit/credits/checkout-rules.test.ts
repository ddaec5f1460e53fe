import { renderHook } from '@testing-library/react';
import { discountProblem } from '@/components/credits/discount-rules';
import { isFirstPurchase } from '@/components/credits/first-purchase';
import { previewDiscounted } from '@/components/credits/use-money';
import { useIntentKey } from '@/lib/hooks/use-intent-key';
import type { DiscountCode, Order } from '@/lib/schemas/payments';

const code = (over: Partial<DiscountCode> = {}): DiscountCode => ({
  code: 'STAY-ABC',
  country: null,
  user_id: null,
  expires: null,
  value_percentage: 20,
  currency: null,
  minimum_order_value: null,
  status: 'active',
  validity: 'once_per_user',
  expired: false,
  paymentmethods: null,
  ...over,
});
const purchase = { country: 'NL', currency: 'EUR', method: 'ideal' as const, listPrice: 1495 };

describe('discount code at checkout', () => {
  it('fits a purchase when nothing restricts it', () => {
    expect(discountProblem(code(), purchase)).toBeNull();
    expect(discountProblem(code({ paymentmethods: [] }), purchase)).toBeNull();
  });

  it('names the server error code of each rule it breaks', () => {
    expect(discountProblem(code({ expired: true }), purchase)).toBe('discount_expired');
    expect(discountProblem(code({ country: 'BE' }), purchase)).toBe('discount_wrong_country');
    expect(discountProblem(code({ currency: 'GBP' }), purchase)).toBe('discount_wrong_country');
    expect(discountProblem(code({ minimum_order_value: 2995 }), purchase)).toBe('discount_minimum_not_met');
    expect(discountProblem(code({ paymentmethods: ['creditcard'] }), purchase)).toBe('discount_wrong_method');
  });

  it('judges the method only once one is chosen, and the minimum against the list price', () => {
    expect(discountProblem(code({ paymentmethods: ['creditcard'] }), { ...purchase, method: null })).toBeNull();
    expect(discountProblem(code({ minimum_order_value: 1495 }), purchase)).toBeNull();
  });

  it('previews the price as the server rounds it (the percentage off, to the nearest cent)', () => {
    expect(previewDiscounted(2995, 25)).toBe(2246);
    expect(previewDiscounted(1495, 25)).toBe(1121);
    expect(previewDiscounted(1495, 0)).toBe(1495);
  });
});

const order = (id: string, status: Order['status'], paidAt: string | null): Order => ({
  id,
  status,
  package: 'starter',
  credits: 50,
  currency: 'EUR',
  list_amount: 1495,
  discount_amount: 0,
  amount: 1495,
  method: 'ideal',
  discount_code: null,
  checkout_url: null,
  created_at: paidAt ?? '2026-11-20T10:00:00.000Z',
  paid_at: paidAt,
});

describe('the first purchase on the return page', () => {
  const first = order('a', 'paid', '2026-11-20T10:00:00.000Z');
  const second = order('b', 'paid', '2026-11-21T10:00:00.000Z');

  it('is the paid order with no paid order before it; failed ones do not count', () => {
    expect(isFirstPurchase(first, [second, first, order('c', 'failed', null)])).toBe(true);
    expect(isFirstPurchase(second, [second, first])).toBe(false);
  });

  it('counts an earlier purchase that was refunded since', () => {
    expect(isFirstPurchase(second, [second, { ...first, status: 'refunded' }])).toBe(false);
  });
});

describe('the Idempotency-Key of a purchase intent', () => {
  it('stays the same for retries of one intent and changes with the intent or after it succeeded', () => {
    const { result } = renderHook(() => useIntentKey());
    const a = result.current.keyFor('starter/ideal');
    expect(a).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
    expect(result.current.keyFor('starter/ideal')).toBe(a);
    const b = result.current.keyFor('starter/paypal');
    expect(b).not.toBe(a);
    result.current.done();
    expect(result.current.keyFor('starter/paypal')).not.toBe(b);
  });
});
