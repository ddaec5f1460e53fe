import { NextResponse } from 'next/server';
import { confirmTotpSchema } from '@/lib/schemas/ops/totp';
import { withRoute } from '@/lib/server/http/route';
import { confirmTotp } from '@/lib/server/ops/accounts/confirm-totp';
import { operatorDto } from '@/lib/server/ops/accounts/operator-dto';
import { ANY_OPS_ROLE } from '@/lib/server/ops/scope';
import { setOpsSessionCookies } from '@/lib/server/ops/session';

// POST /api/ops/totp/confirm {otp}: enables the second factor with a code of the new secret (401 totp_invalid);
// every other session of the operator ends, this one gets a fresh cookie.
export const POST = withRoute(
  { auth: { ops: ANY_OPS_ROLE, enrolment: true }, body: confirmTotpSchema },
  async ({ viewer, body, request }) => {
    const { operator, sealed } = await confirmTotp(viewer, body.otp);
    const response = NextResponse.json(operatorDto(operator));
    setOpsSessionCookies(response, sealed, request.headers);
    return response;
  },
);
