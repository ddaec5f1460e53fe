import { NextResponse } from 'next/server';
import { createOperatorSchema } from '@/lib/schemas/ops/operators';
import { withRoute } from '@/lib/server/http/route';
import { createOperator } from '@/lib/server/ops/operators/create-operator';
import { listOperators } from '@/lib/server/ops/operators/list-operators';

// GET /api/ops/operators (admin): {operators: [...], sites: [...]}: the operators this admin manages and the sites they may grant.
export const GET = withRoute({ auth: { ops: ['admin'] } }, async ({ viewer }) => listOperators(viewer));

// POST /api/ops/operators (admin) {email, name, role, site_ids | null, password} → 201 {operator}; 409 email_taken.
export const POST = withRoute({ auth: { ops: ['admin'] }, body: createOperatorSchema }, async ({ viewer, body }) =>
  NextResponse.json({ operator: await createOperator(viewer, body) }, { status: 201 }),
);
