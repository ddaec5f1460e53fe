import { mailingCreateSchema } from '@/lib/schemas/ops/mailings';
import { withRoute } from '@/lib/server/http/route';
import { listMailings } from '@/lib/server/ops/mailings/list-mailings';
import { createMailing } from '@/lib/server/ops/mailings/save-mailing';

const ADMIN = { ops: ['admin'] } as const;

// GET /api/ops/mailings: {mailings: [...]} of the admin's sites.
export const GET = withRoute({ auth: ADMIN }, async ({ viewer }) => ({ mailings: await listMailings(viewer) }));

// POST /api/ops/mailings {site_id, kind, language, subject, body}: 201 {mailing} (a draft).
export const POST = withRoute({ auth: ADMIN, body: mailingCreateSchema }, async ({ viewer, body }) =>
  Response.json({ mailing: await createMailing(viewer, body) }, { status: 201 }),
);
