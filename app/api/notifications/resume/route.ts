import { z } from 'zod';
import { withRoute } from '@/lib/server/http/route';
import { resumeMail } from '@/lib/server/notifications/resume-mail';

// POST /api/notifications/resume {}: turns e-mail back on after a list-unsubscribe or complaint; after a bounce it mails a
// confirmation link to the address instead (verification_sent: true).
export const POST = withRoute({ auth: 'member', body: z.strictObject({}) }, async ({ context, viewer }) => {
  return resumeMail({ viewer, siteKey: context.site.key });
});
