import { complaintSchema } from '@/lib/schemas/complaints';
import { getComplaintPrefill } from '@/lib/server/complaints/get-complaint-prefill';
import { submitComplaint } from '@/lib/server/complaints/submit-complaint';
import { parseIdempotencyKey } from '@/lib/server/http/idempotency';
import { withRoute } from '@/lib/server/http/route';

// POST /api/complaints {name, email, category, message}: stores the complaint (linked to the member
// when logged in) and acknowledges it by e-mail; 201 {complaint: {reference, email}}.
export const POST = withRoute(
  { auth: 'optional', body: complaintSchema },
  async ({ request, body, context, viewer }) => {
    const idempotencyKey = parseIdempotencyKey(request.headers.get('idempotency-key'));
    const receipt = await submitComplaint({ form: body, context, userId: viewer?.id ?? null, idempotencyKey });
    return Response.json({ complaint: receipt }, { status: 201 });
  },
);

// GET /api/complaints: the form's prefill for a logged-in member, {member: null} for everyone else
// (the page itself is cached and knows no one).
export const GET = withRoute({ auth: 'optional' }, async ({ viewer }) => ({
  member: viewer ? await getComplaintPrefill(viewer) : null,
}));
