import 'server-only';
import type { Locale } from '@/lib/config/locales';
import { isLocale } from '@/lib/config/locales';
import type { Tx } from '@/lib/db/client';
import type { SiteRecord } from '@/lib/server/sites/get-site';
import { queueMail } from '@/lib/server/mail/queue-mail';
import { renderMail, type MailKind } from '@/lib/server/mail/render-mail';
import { siteUrl } from '@/lib/server/mail/site-url';
import { TOKEN_TTL_MS } from './tokens';

type Recipient = { id: string; email: string; language: string; name: string | null };

const LINKS: Record<MailKind, { path: string; tokenParam: boolean }> = {
  activation: { path: '/api/activate', tokenParam: true },
  passwordReset: { path: '/reset-password/do', tokenParam: true },
  passwordChanged: { path: '/login', tokenParam: false },
  mailChangeConfirm: { path: '/mail-change/do', tokenParam: true },
  // The notice to the old address points at the way to secure the account without being logged in.
  mailChangeNotice: { path: '/reset-password', tokenParam: false },
  mailVerify: { path: '/mail-change/do', tokenParam: true },
  accountDeleted: { path: '/reactivate', tokenParam: true },
};

/**
 * Renders one account mail in the member's language, with its link on the site's configured domain,
 * and queues it in the caller's transaction.
 */
export async function queueAccountMail(
  tx: Tx,
  input: {
    site: SiteRecord;
    user: Recipient;
    kind: MailKind;
    token?: string;
    values?: Record<string, number | string>;
  },
): Promise<string> {
  const link = LINKS[input.kind];
  const locale: Locale = isLocale(input.user.language) ? input.user.language : 'en';
  const mail = await renderMail({
    kind: input.kind,
    locale,
    site: input.site,
    recipient: { userId: input.user.id, name: input.user.name },
    link: siteUrl(input.site.domain, link.path, link.tokenParam && input.token ? { token: input.token } : {}),
    values: { hours: TOKEN_TTL_MS.activation / 3_600_000, minutes: TOKEN_TTL_MS.reset / 60_000, ...input.values },
  });
  return queueMail(tx, { siteId: input.site.id, userId: input.user.id, kind: input.kind, to: input.user.email, mail });
}
