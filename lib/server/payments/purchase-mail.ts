import 'server-only';
import { createTranslator } from 'use-intl/core';
import { DEFAULT_LOCALE, isLocale } from '@/lib/config/locales';
import type { Tx } from '@/lib/db/client';
import { loadMessages } from '@/lib/i18n/messages';
import { queueMail } from '@/lib/server/mail/queue-mail';
import { composeMail } from '@/lib/server/mail/render-mail';
import { siteUrl } from '@/lib/server/mail/site-url';
import { getSite } from '@/lib/server/sites/get-site';
import { siteKeyById } from './pricing';

/** The price as the member reads it in their language (Intl.NumberFormat), from minor units. */
export function formatPrice(minor: number, currency: string, locale: string): string {
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(minor / 10 ** digits);
}

/**
 * The purchase confirmation (issue 14 §8: a mail confirms every purchase), in the member's language, queued in
 * the transaction that grants the credits: it exists exactly when the purchase was committed. It is the receipt's
 * summary with a link to the full receipt; it names the amount, the credits and the order, never card or bank data.
 */
export async function queuePurchaseMail(
  tx: Tx,
  input: {
    order: { id: string; siteId: number; credits: number; amount: number; currency: string };
    member: { id: string; email: string; language: string; name: string | null };
    firstPurchase: boolean;
  },
): Promise<void> {
  const site = await getSite(await siteKeyById(input.order.siteId, tx));
  const locale = isLocale(input.member.language) ? input.member.language : DEFAULT_LOCALE;
  const messages = await loadMessages(locale);
  const t = createTranslator({ locale, messages, namespace: 'Payments' });
  const amount = formatPrice(input.order.amount, input.order.currency, locale);
  const values = { site: site.name, credits: input.order.credits, amount };
  const mail = await composeMail({
    locale,
    site,
    recipientName: input.member.name,
    subject: t('mail.subject', values),
    body: {
      intro: t('mail.intro', values),
      extra: [
        t('mail.amount', values),
        t('mail.reference', { reference: input.order.id }),
        ...(input.firstPurchase ? [t('mail.premium')] : []),
        t('mail.refund', { days: site.refundDays }),
      ],
      button: t('mail.button'),
    },
    link: siteUrl(site.domain, `/transactions/${input.order.id}`),
    unsubscribeUserId: input.member.id,
  });
  await queueMail(tx, { siteId: site.id, userId: input.member.id, kind: 'purchase', to: input.member.email, mail });
}
