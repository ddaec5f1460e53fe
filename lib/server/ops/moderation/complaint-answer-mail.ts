import 'server-only';
import { createTranslator } from 'use-intl/core';
import { isLocale } from '@/lib/config/locales';
import type { Tx } from '@/lib/db/client';
import { loadMessages } from '@/lib/i18n/messages';
import { queueMail } from '@/lib/server/mail/queue-mail';
import { composeMail } from '@/lib/server/mail/render-mail';
import { siteUrl } from '@/lib/server/mail/site-url';
import type { SiteRecord } from '@/lib/server/sites/get-site';

/**
 * The operator's answer to a complaint, mailed to the address the complaint came from in the language it was
 * written in: a translated frame (Moderation.complaintAnswer) around the operator's own text, paragraph by paragraph.
 */
export async function queueComplaintAnswer(
  tx: Tx,
  input: {
    site: SiteRecord;
    locale: string;
    to: string;
    name: string;
    userId: string | null;
    reference: string;
    answer: string;
  },
): Promise<string> {
  const locale = isLocale(input.locale) ? input.locale : 'en';
  const messages = await loadMessages(locale);
  const t = createTranslator({ locale, messages, namespace: 'Moderation.complaintAnswer' });
  const values = { site: input.site.name, reference: input.reference };
  const paragraphs = input.answer
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p.length > 0);
  const mail = await composeMail({
    locale,
    site: input.site,
    recipientName: input.name,
    subject: t('subject', values),
    body: { intro: t('intro', values), extra: [...paragraphs, t('next')], button: t('button') },
    link: siteUrl(input.site.domain, '/complaints'),
    unsubscribeUserId: null,
  });
  return queueMail(tx, { siteId: input.site.id, userId: input.userId, kind: 'complaint_answer', to: input.to, mail });
}
