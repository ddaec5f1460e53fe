import 'server-only';
import { createTranslator } from 'use-intl/core';
import { isLocale } from '@/lib/config/locales';
import type { Tx } from '@/lib/db/client';
import { loadMessages } from '@/lib/i18n/messages';
import { queueMail } from '@/lib/server/mail/queue-mail';
import { composeMail } from '@/lib/server/mail/render-mail';
import { siteUrl } from '@/lib/server/mail/site-url';
import type { SiteRecord } from '@/lib/server/sites/get-site';

/** The member's mail about a rejected photo, in their language, with the moderator's reason (Moderation.photoRejected). */
export async function queuePhotoRejected(
  tx: Tx,
  input: { site: SiteRecord; language: string; to: string; name: string; userId: string; reason: string },
): Promise<string> {
  const locale = isLocale(input.language) ? input.language : 'en';
  const messages = await loadMessages(locale);
  const t = createTranslator({ locale, messages, namespace: 'Moderation.photoRejected' });
  const mail = await composeMail({
    locale,
    site: input.site,
    recipientName: input.name,
    subject: t('subject'),
    body: {
      intro: t('intro', { site: input.site.name }),
      extra: [t('reason', { reason: input.reason }), t('next')],
      button: t('button'),
    },
    link: siteUrl(input.site.domain, '/profile/photos'),
    unsubscribeUserId: input.userId,
  });
  return queueMail(tx, { siteId: input.site.id, userId: input.userId, kind: 'photo_rejected', to: input.to, mail });
}
