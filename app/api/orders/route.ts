import { NextResponse } from 'next/server';
import { orderInputSchema } from '@/lib/schemas/payments';
import { AppError } from '@/lib/server/core/errors';
import { withRoute } from '@/lib/server/http/route';
import { parseIdempotencyKey } from '@/lib/server/http/idempotency';
import { createOrder } from '@/lib/server/payments/create-order';
import { memberOrigin } from '@/lib/server/payments/origin';

// POST /api/orders {package, method, discount_code?, apple_pay_token?} with an Idempotency-Key → 201 {order}.
// The schema strips what it does not know: a client amount, price or currency is never read.
export const POST = withRoute(
  { auth: 'member', body: orderInputSchema },
  async ({ request, body, context, viewer }) => {
    const key = parseIdempotencyKey(request.headers.get('idempotency-key'));
    if (key === null) throw new AppError('idempotency_key_invalid');
    const order = await createOrder({
      viewer,
      siteKey: context.site.key,
      origin: memberOrigin(request.headers, context),
      input: body,
      idempotencyKey: key,
    });
    return NextResponse.json({ order }, { status: 201 });
  },
);
