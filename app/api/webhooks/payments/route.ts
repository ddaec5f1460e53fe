import { NextResponse } from 'next/server';
import { AppError } from '@/lib/server/core/errors';
import { withRoute } from '@/lib/server/http/route';
import { handlePaymentWebhook } from '@/lib/server/payments/handle-webhook';

// POST /api/webhooks/payments with the form field id=tr_… (Mollie's shape): no session, no origin check, no key.
// Nothing in the request is trusted: the payment is fetched from the provider. 200 for ids that are not ours
// (no oracle), 503 when the provider or the database cannot answer, so the provider tries again.
export const POST = withRoute({ auth: 'none', idempotency: false, sameSite: false }, async ({ request }) => {
  const length = Number(request.headers.get('content-length') ?? '0');
  if (length > 4096) throw new AppError('payload_too_large');
  const text = await request.text();
  if (text.length > 4096) throw new AppError('payload_too_large');
  await handlePaymentWebhook(new URLSearchParams(text).get('id'));
  return new NextResponse(null, { status: 200 });
});
