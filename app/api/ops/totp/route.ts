import { startTotpSchema } from '@/lib/schemas/ops/totp';
import { withRoute } from '@/lib/server/http/route';
import { startTotpEnrolment } from '@/lib/server/ops/accounts/start-totp-enrolment';
import { ANY_OPS_ROLE } from '@/lib/server/ops/scope';

// POST /api/ops/totp {}: starts the enrolment of the operator's second factor → {secret, otpauth_uri, qr_svg};
// 409 totp_already_enabled when one is enabled (an admin resets it).
export const POST = withRoute(
  { auth: { ops: ANY_OPS_ROLE, enrolment: true }, body: startTotpSchema },
  async ({ viewer, context }) => startTotpEnrolment(viewer, context),
);
