import { mailingParams } from '@/lib/schemas/ops/mailings';
import { withRoute } from '@/lib/server/http/route';
import { cancelMailing } from '@/lib/server/ops/mailings/send-mailing';

// POST /api/ops/mailings/{id}/cancel: {mailing} (a scheduled mailing back to a draft).
export const POST = withRoute({ auth: { ops: ['admin'] }, params: mailingParams }, async ({ viewer, params }) => ({
  mailing: await cancelMailing(viewer, params.id),
}));
