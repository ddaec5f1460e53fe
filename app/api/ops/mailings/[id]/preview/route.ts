import { mailingParams } from '@/lib/schemas/ops/mailings';
import { withRoute } from '@/lib/server/http/route';
import { previewMailing } from '@/lib/server/ops/mailings/send-mailing';

// GET /api/ops/mailings/{id}/preview: {preview: {subject, text, html}}.
export const GET = withRoute({ auth: { ops: ['admin'] }, params: mailingParams }, async ({ viewer, params }) => ({
  preview: await previewMailing(viewer, params.id),
}));
