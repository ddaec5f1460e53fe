import { mailingParams } from '@/lib/schemas/ops/mailings';
import { withRoute } from '@/lib/server/http/route';
import { testSendMailing } from '@/lib/server/ops/mailings/send-mailing';

// POST /api/ops/mailings/{id}/test: {sent_to} (the mail to the operator's own address).
export const POST = withRoute({ auth: { ops: ['admin'] }, params: mailingParams }, async ({ viewer, params }) =>
  testSendMailing(viewer, params.id),
);
