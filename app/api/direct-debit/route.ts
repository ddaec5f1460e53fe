import { NextResponse } from 'next/server';
import { directDebitSchema } from '@/lib/schemas/direct-debit';
import { AppError } from '@/lib/server/core/errors';
import { submitDirectDebit } from '@/lib/server/direct-debit/submit-direct-debit';
import { parseIdempotencyKey } from '@/lib/server/http/idempotency';
import { withRoute } from '@/lib/server/http/route';
import { memberOrigin } from '@/lib/server/payments/origin';
import { getSite } from '@/lib/server/sites/get-site';

// POST /api/direct-debit {package, otp, holder, iban, street, house_number, zip, city, phone, consent_version}
// with an Idempotency-Key → 201 {mandate, order}: the mandate and a pending order (spec §3, §5).
export const POST = withRoute(
  { auth: 'member', body: directDebitSchema },
  async ({ request, body, context, viewer }) => {
    const key = parseIdempotencyKey(request.headers.get('idempotency-key'));
    if (key === null) throw new AppError('idempotency_key_invalid');
    const result = await submitDirectDebit({
      viewer,
      site: await getSite(context.site.key),
      locale: context.locale,
      origin: memberOrigin(request.headers, context),
      key,
      data: body,
    });
    return NextResponse.json(result, { status: 201 });
  },
);
