import 'server-only';
import { PAYMENT_METHODS, type PaymentMethod } from '@/lib/config/payments';
import { TtlCache } from '@/lib/server/core/cache';
import { log } from '@/lib/server/core/log';
import { paymentProvider } from '@/lib/server/integrations/payments';
import { PaymentProviderUnavailable } from '@/lib/server/integrations/payments/port';
import { errorFields } from '@/lib/utils/error-fields';
import { toMoney } from './money';

/** The provider's method list changes when an operator enables a method: a few minutes of staleness is fine. */
const cache = new TtlCache<PaymentMethod[]>(5 * 60_000);

/** Mollie's locale (nl_NL) from our language and the country. */
export function providerLocale(language: string, country: string): string {
  const lang = language === 'no' ? 'nb' : language;
  return `${lang}_${country.toUpperCase()}`;
}

/**
 * The methods a member may choose for this amount and country, in the product's order: what the provider
 * enables (GET /v2/methods, cached), Apple Pay kept (the client hides it where the browser has none), direct
 * debit only in euros and only for members without a payments flag (a reversed collection put it there).
 */
export async function offeredMethods(input: {
  amount: number;
  currency: string;
  country: string;
  language: string;
  flagged: boolean;
}): Promise<PaymentMethod[]> {
  const key = `${input.country}:${input.currency}:${input.amount}`;
  let enabled: PaymentMethod[];
  try {
    enabled = await cache.get(key, () =>
      paymentProvider().listMethods({
        amount: toMoney(input.amount, input.currency),
        locale: providerLocale(input.language, input.country),
        billingCountry: input.country,
        sequenceType: 'oneoff',
      }),
    );
  } catch (error) {
    // The packages still show without the provider; buying says payment_provider_unavailable itself.
    if (!(error instanceof PaymentProviderUnavailable)) throw error;
    log('warn', 'payment.methods.unavailable', errorFields(error));
    enabled = [];
  }
  return PAYMENT_METHODS.filter((m) => {
    if (m === 'directdebit') return input.currency === 'EUR' && !input.flagged;
    return enabled.includes(m);
  });
}
