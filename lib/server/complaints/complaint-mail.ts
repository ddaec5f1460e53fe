import 'server-only';
import { createTranslator } from 'use-intl/core';
import type { Locale } from '@/lib/config/locales';
import type { Tx } from '@/lib/db/client';
import type { ComplaintCategory } from '@/lib/schemas/complaints';
import { loadMessages } from '@/lib/i18n/messages';
import { queueMail } from '@/lib/server/mail/queue-mail';
import { composeMail } from '@/lib/server/mail/render-mail';
import { siteUrl } from '@/lib/server/mail/site-url';
import type { SiteRecord } from '@/lib/server/sites/get-site';

/** How soon the support team answers a complaint, as the acknowledgement promises. */
export const COMPLAINT_ANSWER_DAYS = 5;

/**
 * The acknowledgement of a complaint (mail kind complaint_ack), in the visitor's language, queued in the
 * complaint's own transaction. It quotes the reference and the category but never the message: an
 * address typed into the form by someone else receives nothing it could be spammed with.
 */
export async function queueComplaintAck(
  tx: Tx,
  input: {
    site: SiteRecord;
    locale: Locale;
    to: string;
    name: string;
    userId: string | null;
    category: ComplaintCategory;
    reference: string;
  },
): Promise<string> {
  const messages = await loadMessages(input.locale);
  const t = createTranslator({ locale: input.locale, messages });
  const site = input.site.name;
  const values = { site, reference: input.reference };
  const mail = await composeMail({
    locale: input.locale,
    site: input.site,
    recipientName: input.name,
    subject: t('Mail.complaintAck.subject', values),
    body: {
      intro: t('Mail.complaintAck.intro', values),
      extra: [
        t('Mail.complaintAck.category', { category: t(`Complaints.categories.${input.category}`) }),
        t('Mail.complaintAck.next', { days: COMPLAINT_ANSWER_DAYS }),
        t('Mail.complaintAck.notYou', { support: input.site.supportEmail }),
      ],
      button: t('Mail.complaintAck.button'),
    },
    link: siteUrl(input.site.domain, '/service'),
    unsubscribeUserId: null,
  });
  return queueMail(tx, { siteId: input.site.id, userId: input.userId, kind: 'complaint_ack', to: input.to, mail });
}
