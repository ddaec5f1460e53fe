import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Locale } from '@/lib/config/locales';
import { getDb } from '@/lib/db/client';
import { directDebitRequests, paymentMandates } from '@/lib/db/schema';
import { maskIban, type DirectDebitData, type DirectDebitResult } from '@/lib/schemas/direct-debit';
import type { Order } from '@/lib/schemas/payments';
import type { Viewer } from '@/lib/server/auth/viewer';
import { now } from '@/lib/server/core/clock';
import { AppError } from '@/lib/server/core/errors';
import { log } from '@/lib/server/core/log';
import {
  paymentProvider,
  PaymentProviderRejected,
  PaymentProviderUnavailable,
} from '@/lib/server/integrations/payments';
import { createOrder } from '@/lib/server/payments/create-order';
import { ensureProviderCustomer } from '@/lib/server/payments/provider-customer';
import type { Site } from '@/lib/server/sites/get-site';
import { uuidv7 } from '@/lib/utils/uuid';
import { isBlocked } from './blocklist';
import { assertMayPay, claimRequest, failRequest, requestByKey, type DirectDebitRequest } from './claim-request';
import { consentText } from './consent-text';
import { checkCode } from './one-time-code';
import { assertPackageOffered } from './package-offer';
import { normalisePhone } from './phone';
import { memberCountry } from './send-code';

type Input = {
  viewer: Viewer;
  site: Site;
  locale: Locale;
  origin: string;
  /** The request's Idempotency-Key: a retry resumes this request, the provider sees one mandate and one payment. */
  key: string;
  data: DirectDebitData;
};

/** The mandate at the provider and its row in payment_mandates (label: the masked IBAN), made once per request. */
async function ensureMandate(request: DirectDebitRequest, customerId: string, data: DirectDebitData) {
  const db = await getDb();
  if (request.paymentMandateId) {
    const [known] = await db.select().from(paymentMandates).where(eq(paymentMandates.id, request.paymentMandateId));
    if (known) return known;
  }
  const mandate = await paymentProvider().createMandate({
    customerId,
    method: 'directdebit',
    consumerName: data.holder,
    consumerAccount: data.iban,
    signatureDate: now().toISOString().slice(0, 10),
    mandateReference: request.mandateReference,
    idempotencyKey: `mandate:${request.id}`,
  });
  await db
    .insert(paymentMandates)
    .values({
      id: uuidv7(),
      userId: request.userId,
      providerMandateId: mandate.id,
      method: 'directdebit',
      label: maskIban(data.iban),
      status: mandate.status,
      createdAt: now(),
    })
    .onConflictDoNothing();
  const [row] = await db.select().from(paymentMandates).where(eq(paymentMandates.providerMandateId, mandate.id));
  if (!row) throw new Error('mandate row missing after insert');
  await db
    .update(directDebitRequests)
    .set({ paymentMandateId: row.id, updatedAt: now() })
    .where(eq(directDebitRequests.id, request.id));
  return row;
}

function result(request: DirectDebitRequest, mandate: { id: string; label: string }, order: Order): DirectDebitResult {
  return {
    mandate: { id: mandate.id, label: mandate.label, reference: request.mandateReference },
    order: {
      id: order.id,
      status: order.status,
      amount: order.amount,
      currency: order.currency,
      credits: order.credits,
    },
  };
}

/** Whether a failure may pass with a retry of the same request (the provider was away): the claim then stays. */
function transient(error: unknown): boolean {
  return (
    error instanceof PaymentProviderUnavailable ||
    (error instanceof AppError && ['payment_provider_unavailable', 'service_unavailable'].includes(error.code))
  );
}

/**
 * A retry resumes the request its key claimed, whose checks (code, blocked lists, the month's limit) were made for
 * the account, holder, phone and package the request stored. The route's idempotency store catches another body
 * only while it keeps an answer, and a 503 (provider down) is not kept: without this, the retry of a request made
 * with a clean IBAN could put a blocked one (or another person's) on the mandate.
 */
async function assertSameRequest(request: DirectDebitRequest, data: DirectDebitData, phone: string): Promise<void> {
  const same =
    request.packageKey === data.package &&
    request.holder === data.holder &&
    request.ibanMasked === maskIban(data.iban) &&
    request.phone === phone;
  if (!same) throw new AppError('idempotency_key_reused');
  // The masked IBAN keeps its last four characters only: the list is asked again for the account itself.
  if (await isBlocked(await getDb(), 'iban', data.iban)) throw new AppError('iban_blocked');
}

/**
 * POST /api/direct-debit (spec §3, §5; issue 14 §6; BIZ-12): the last step of /directdebit. The code sent to
 * the phone is checked (checkCode), the request claimed with the member's consent (claimRequest: flag, blocked
 * lists, monthly limit), then the member's customer, the SEPA mandate and the order (a recurring payment on the
 * mandate, pending until the provider collects) are made at the provider, each with a key derived from this
 * request, so retries and replays make each once. The provider being away keeps the claim for the retry; a
 * refusal (the provider's or the order's: spend limit, package, method) frees the code and the month's place.
 */
export async function submitDirectDebit(input: Input): Promise<DirectDebitResult> {
  const { viewer, site, data, key } = input;
  const phone = normalisePhone(data.phone, await memberCountry(viewer.id, site));
  let request = await requestByKey(viewer.id, key);
  if (!request || request.status === 'failed') {
    await assertMayPay(await getDb(), viewer.id);
    await assertPackageOffered(viewer, site, data.package);
    const codeId = await checkCode({ userId: viewer.id, phone, otp: data.otp, key });
    const consent = await consentText(input.locale, site);
    request = await claimRequest({ userId: viewer.id, siteId: site.id, key, codeId, phone, data, consent });
  } else {
    await assertSameRequest(request, data, phone);
  }
  try {
    const customerId = await ensureProviderCustomer(viewer);
    const mandate = await ensureMandate(request, customerId, data);
    const order = await createOrder({
      viewer,
      siteKey: site.key,
      origin: input.origin,
      input: { package: request.packageKey, method: 'directdebit', discount_code: data.discount_code },
      idempotencyKey: `directdebit:${request.id}`,
      mandate: { customerId, mandateId: mandate.providerMandateId },
    });
    const db = await getDb();
    await db
      .update(directDebitRequests)
      .set({ status: 'done', orderId: order.id, updatedAt: now() })
      .where(and(eq(directDebitRequests.id, request.id), eq(directDebitRequests.status, 'claimed')));
    return result(request, mandate, order);
  } catch (error) {
    if (transient(error)) throw new AppError('payment_provider_unavailable', { retryAfterS: 5, cause: error });
    // The order of this request exists and asked for another code: the request stands, only this retry is wrong.
    if (error instanceof AppError && error.code === 'idempotency_key_reused') throw error;
    await failRequest(request);
    if (error instanceof PaymentProviderRejected) {
      log('warn', 'direct_debit.provider_refused', { status: error.status, field: error.field ?? null });
      if (error.field === 'consumerAccount')
        throw new AppError('validation_failed', { fields: [{ path: 'iban', code: 'iban_invalid' }] });
      throw new AppError('payment_provider_rejected');
    }
    throw error;
  }
}
