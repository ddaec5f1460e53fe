import { complaintSchema } from '@/lib/schemas/complaints';
import { currentUser } from '@/lib/server/auth/session';
import { getComplaintPrefill } from '@/lib/server/complaints/get-complaint-prefill';
import { submitComplaint } from '@/lib/server/complaints/submit-complaint';
import { parseIdempotencyKey } from '@/lib/server/http/idempotency';
import { withRoute } from '@/lib/server/http/route';

// POST /api/complaints {name, email, category, message}: stores the complaint (linked to the member
// when logged in) and acknowledges it by e-mail; 201 {complaint: {reference, email}}.
export const POST = withRoute({ body: complaintSchema }, async ({ request, body, context }) => {
  const user = await currentUser(request, context.site.id);
  const idempotencyKey = parseIdempotencyKey(request.headers.get('idempotency-key'));
  const receipt = await submitComplaint({ form: body, context, userId: user?.id ?? null, idempotencyKey });
  return Response.json({ complaint: receipt }, { status: 201 });
});

// GET /api/complaints: the form's prefill for a logged-in member, {member: null} for everyone else
// (the page itself is cached and knows no one).
export const GET = withRoute({}, async ({ request, context }) => {
  const user = await currentUser(request, context.site.id);
  return { member: user ? await getComplaintPrefill(user) : null };
});
