import 'server-only';
import { AppError } from '@/lib/server/core/errors';
import { log } from '@/lib/server/core/log';
import { PaymentProviderUnavailable } from '@/lib/server/integrations/payments/port';
import { syncPayment } from './apply-payment';

const PAYMENT_ID = /^tr_[A-Za-z0-9]{1,64}$/;

/**
 * A provider notification: only the id is read, and only in Mollie's format; the payment itself is fetched.
 * An id that is malformed, unknown to the provider or not one of our orders changes nothing and is answered
 * like any other (the caller answers 200), so the webhook tells a prober nothing.
 */
export async function handlePaymentWebhook(id: string | null): Promise<void> {
  if (!id || !PAYMENT_ID.test(id)) {
    log('info', 'payment.webhook.unverified', { source: 'webhook', reason: 'malformed' });
    return;
  }
  try {
    await syncPayment(id, 'webhook');
  } catch (error) {
    if (error instanceof PaymentProviderUnavailable) throw new AppError('service_unavailable', { retryAfterS: 5 });
    throw error;
  }
}
