import { sendCodeSchema } from '@/lib/schemas/direct-debit';
import { sendDirectDebitCode } from '@/lib/server/direct-debit/send-code';
import { withRoute } from '@/lib/server/http/route';
import { getSite } from '@/lib/server/sites/get-site';

// POST /api/direct-debit/code {phone} → {phone, phone_masked, expires_at}: a one-time code by SMS (first step of /directdebit).
export const POST = withRoute({ auth: 'member', body: sendCodeSchema }, async ({ body, context, viewer }) => {
  return sendDirectDebitCode({
    viewer,
    site: await getSite(context.site.key),
    locale: context.locale,
    phone: body.phone,
  });
});
