import { NextResponse } from 'next/server';
import { opsLoginSchema } from '@/lib/schemas/ops/accounts';
import { withRoute } from '@/lib/server/http/route';
import { logInOperator } from '@/lib/server/ops/accounts/log-in-operator';
import { logOutOperator } from '@/lib/server/ops/accounts/log-out-operator';
import { operatorDto } from '@/lib/server/ops/accounts/operator-dto';
import { ANY_OPS_ROLE } from '@/lib/server/ops/scope';
import { clearOpsSessionCookies, setOpsSessionCookies } from '@/lib/server/ops/session';

// GET /api/ops/session: the operator of this console session, the areas their role may use and the navigation.
export const GET = withRoute({ auth: { ops: ANY_OPS_ROLE, enrolment: true } }, async ({ viewer }) =>
  operatorDto(viewer),
);

// POST /api/ops/session {email, password, otp?}: logs an operator in (401 login_failed / totp_required / totp_invalid,
// 423 account_locked {minutes}, 429 per client address). Sets the console's own cookie on /ops and /api/ops.
export const POST = withRoute(
  { auth: 'none', body: opsLoginSchema, idempotency: false },
  async ({ body, context, request }) => {
    const { operator, sealed } = await logInOperator({ form: body, context });
    const response = NextResponse.json(operatorDto(operator));
    setOpsSessionCookies(response, sealed, request.headers);
    return response;
  },
);

// DELETE /api/ops/session: logs out (the session version goes up: every copy of the cookie ends) and clears both cookies.
export const DELETE = withRoute({ auth: { ops: ANY_OPS_ROLE, enrolment: true } }, async ({ viewer, request }) => {
  await logOutOperator(viewer);
  const response = NextResponse.json({ ok: true });
  clearOpsSessionCookies(response, request.headers);
  return response;
});
