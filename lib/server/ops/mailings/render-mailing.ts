import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { createTranslator } from 'use-intl/core';
import { isLocale, type Locale } from '@/lib/config/locales';
import type { Db, Tx } from '@/lib/db/client';
import { sites } from '@/lib/db/schema';
import { loadMessages } from '@/lib/i18n/messages';
import { composeMail, type MailSite, type RenderedMail } from '@/lib/server/mail/render-mail';
import { siteUrl } from '@/lib/server/mail/site-url';
import type { MailingRow } from './mailing-record';

/** A member id that belongs to nobody: the preview and the test send show the unsubscribe link's place with it. */
export const NOBODY = '00000000-0000-0000-0000-000000000000';

/**
 * One mailing as one member receives it: the operator's subject and text (paragraphs at blank lines, as written,
 * escaped like every value), in the product's frame in the mailing's language (greeting, signature, a link to
 * the site, why they receive it and the one-click unsubscribe), branded with the member's own site.
 */
export async function renderMailing(
  mailing: Pick<MailingRow, 'kind' | 'language' | 'subject' | 'body'>,
  to: { site: MailSite; name: string | null; userId: string },
): Promise<RenderedMail> {
  const locale: Locale = isLocale(mailing.language) ? mailing.language : 'en';
  const t = createTranslator({ locale, messages: await loadMessages(locale), namespace: 'Mail.reminders' });
  const [intro = '', ...rest] = mailing.body
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return composeMail({
    locale,
    site: to.site,
    recipientName: to.name,
    subject: mailing.subject,
    body: {
      intro,
      extra: [...rest, t('mailing.settings', { kind: mailing.kind, site: to.site.name })],
      secondary: { label: to.site.name, link: siteUrl(to.site.domain, '/') },
    },
    unsubscribeUserId: to.userId,
  });
}

const MAIL_SITE = {
  id: sites.id,
  name: sites.name,
  domain: sites.domain,
  supportEmail: sites.supportEmail,
  theme: sites.theme,
  themeColors: sites.themeColors,
  logoKey: sites.logoKey,
};

/** The site a preview or test send is branded with: the mailing's, or for every site the first one. */
export async function previewSite(db: Db | Tx, siteId: number | null): Promise<MailSite> {
  const query = db.select(MAIL_SITE).from(sites);
  const [site] =
    siteId === null ? await query.orderBy(asc(sites.id)).limit(1) : await query.where(eq(sites.id, siteId));
  if (!site) throw new Error('no site to preview with');
  return site;
}
