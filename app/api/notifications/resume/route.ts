import { z } from 'zod';
import { requireUser } from '@/lib/server/auth/session';
import { withRoute } from '@/lib/server/http/route';
import { resumeMail } from '@/lib/server/notifications/resume-mail';

// POST /api/notifications/resume {}: turns e-mail back on after a list-unsubscribe or complaint; after a bounce it mails a
// confirmation link to the address instead (verification_sent: true).
export const POST = withRoute({ body: z.strictObject({}) }, async ({ request, context }) => {
  const user = await requireUser(request, context.site.id);
  return resumeMail({ user, siteKey: context.site.key });
});
