import { NextResponse } from 'next/server';
import { activateQuerySchema, tokenSchema } from '@/lib/schemas/account';
import { activateAccount } from '@/lib/server/accounts/activate-account';
import { assertTokenAttemptsLeft, recordTokenFailure } from '@/lib/server/accounts/token-guard';
import { withRoute } from '@/lib/server/http/route';

function redirect(path: string): NextResponse {
  // A relative Location: the request URL inside Next names its internal origin, not the site's.
  return new NextResponse(null, {
    status: 303,
    headers: { Location: path, 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' },
  });
}

// GET /api/activate?token=… (activate.php), the link in the activation mail: → /activate/done or /activate/error.
export const GET = withRoute({ auth: 'none', query: activateQuerySchema }, async ({ query, context }) => {
  await assertTokenAttemptsLeft(context.clientIp);
  const token = tokenSchema.safeParse(query.token);
  if (token.success && (await activateAccount(token.data))) return redirect('/activate/done');
  await recordTokenFailure(context.clientIp);
  return redirect('/activate/error');
});
