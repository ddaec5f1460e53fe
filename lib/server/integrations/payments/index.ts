import 'server-only';
import { handleEmbeddedApi, EMBEDDED_KEY } from '@/lib/server/test-provider/embedded';
import { adapterChooser } from '../choose-adapter';
import { createMollieAdapter } from './mollie';

export type {
  CreateMandateInput,
  CreatePaymentInput,
  Money,
  PaymentProvider,
  ProviderMandate,
  ProviderPayment,
  ProviderPaymentStatus,
  ProviderRefund,
} from './port';
export { PaymentProviderRejected, PaymentProviderUnavailable } from './port';
export { METHOD_EXPIRY_MS } from './expiry';

/** Where the in-process requests to the built-in provider claim to go: a name that resolves nowhere, so none leaks out. */
export const EMBEDDED_API_URL = 'http://test-provider.invalid/api/test-provider/v2';

/**
 * Mollie when MOLLIE_API_KEY and MOLLIE_API_URL are set; else the same adapter against the built-in test
 * provider, whose API it reaches in process (the Request goes straight to the provider's handler), so the
 * server never needs to know its own address.
 */
export const paymentProvider = adapterChooser((e) =>
  e.MOLLIE_API_KEY && e.MOLLIE_API_URL // both or neither (env.ts)
    ? createMollieAdapter({
        name: 'mollie',
        apiKey: e.MOLLIE_API_KEY,
        baseUrl: e.MOLLIE_API_URL,
        timeoutMs: e.MOLLIE_TIMEOUT_MS,
      })
    : createMollieAdapter({
        name: 'test-provider',
        apiKey: EMBEDDED_KEY,
        baseUrl: EMBEDDED_API_URL,
        fetch: handleEmbeddedApi,
        timeoutMs: e.MOLLIE_TIMEOUT_MS,
      }),
);
