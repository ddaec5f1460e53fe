import 'server-only';
import { z } from 'zod';
import { withRoute } from '@/lib/server/http/route';
import { suppressMail, type MailFeedback } from './suppress-mail';
import { webhookAuthorized } from './webhook-secret';

/**
 * One event of the provider's feedback loop: the recipient address, and for bounces whether it was
 * hard (the mailbox does not exist: suppress) or soft (full mailbox, greylisting: ignored, the next
 * mail may well arrive). Other fields providers send are ignored.
 */
const feedbackSchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(254)
    .pipe(z.email({ error: 'email_invalid' })),
  type: z.enum(['hard', 'soft']).optional(),
});

/**
 * POST /api/webhooks/mail/{bounce,complaint}: called by the mail provider, not by a browser, so no
 * same-site check and no idempotency keys; instead the shared secret (Authorization: Bearer, or Basic
 * with the secret as password). The answer is `{ ok: true }` for known and unknown addresses alike.
 */
export function mailFeedbackRoute(reason: MailFeedback) {
  const authorize = (request: Request) => webhookAuthorized(request.headers.get('authorization'));
  return withRoute(
    { auth: 'none', body: feedbackSchema, sameSite: false, idempotency: false, authorize },
    async ({ body }) => {
      if (reason === 'fbl' || body.type !== 'soft') await suppressMail({ email: body.email, reason });
      return { ok: true };
    },
  );
}
