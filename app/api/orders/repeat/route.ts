import { NextResponse } from 'next/server';
import { AppError } from '@/lib/server/core/errors';
import { withRoute } from '@/lib/server/http/route';
import { parseIdempotencyKey } from '@/lib/server/http/idempotency';
import { memberOrigin } from '@/lib/server/payments/origin';
import { repeatOrder } from '@/lib/server/payments/repeat-order';

// POST /api/orders/repeat with an Idempotency-Key: the last paid package again on the stored mandate → 201 {order}.
export const POST = withRoute({ auth: 'member' }, async ({ request, context, viewer }) => {
  const key = parseIdempotencyKey(request.headers.get('idempotency-key'));
  if (key === null) throw new AppError('idempotency_key_invalid');
  const order = await repeatOrder({
    viewer,
    siteKey: context.site.key,
    origin: memberOrigin(request.headers, context),
    idempotencyKey: key,
  });
  return NextResponse.json({ order }, { status: 201 });
});
