import { mailingParams, mailingSendSchema } from '@/lib/schemas/ops/mailings';
import { withRoute } from '@/lib/server/http/route';
import { sendMailing } from '@/lib/server/ops/mailings/send-mailing';

// POST /api/ops/mailings/{id}/send {send_at?}: {mailing} (scheduled; now when send_at is omitted).
export const POST = withRoute(
  { auth: { ops: ['admin'] }, params: mailingParams, body: mailingSendSchema },
  async ({ viewer, params, body }) => ({ mailing: await sendMailing(viewer, params.id, body) }),
);
