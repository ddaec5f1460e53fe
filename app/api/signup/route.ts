import { makeSignupSchema } from '@/lib/schemas/account';
import { signUp } from '@/lib/server/accounts/sign-up';
import { sessionResponse } from '@/lib/server/auth/session-response';
import { now } from '@/lib/server/core/clock';
import { withRoute } from '@/lib/server/http/route';

// The age rule is judged by the server's clock.
const body = makeSignupSchema(now);

// POST /api/signup (signup.php) {email, name, password, date_of_birth, signup_message?}: creates the account and logs it in.
export const POST = withRoute({ auth: 'none', body }, async ({ body: form, context }) =>
  sessionResponse(await signUp({ form, context }), context, 201),
);
