import 'server-only';
import { createTranslator } from 'use-intl/core';
import type { Locale } from '@/lib/config/locales';
import { loadMessages } from '@/lib/i18n/messages';
import { siteColour, LOGO_PATH, logoVersion } from '@/lib/server/sites/site-brand';
import type { Site } from '@/lib/server/sites/site';
import { textColourOnLight, textOn } from '@/lib/utils/brand-colours';
import { escapeHtml } from '@/lib/utils/escape-html';
import { siteUrl } from './site-url';
import { unsubscribeSignature } from './unsubscribe';

export type MailKind =
  | 'activation'
  | 'passwordReset'
  | 'passwordChanged'
  | 'mailChangeConfirm'
  | 'mailChangeNotice'
  | 'mailVerify'
  | 'accountDeleted';

/**
 * What a mail needs of its site (a SiteRecord is one): the name, colours and logo it is branded with, its domain,
 * its support address.
 */
export type MailSite = Pick<Site, 'id' | 'name' | 'domain' | 'supportEmail' | 'theme' | 'themeColors' | 'logoKey'>;

export type RenderedMail = { subject: string; text: string; html: string; headers: Record<string, string> };

export type RenderMailInput = {
  kind: MailKind;
  locale: Locale;
  site: MailSite;
  recipient: { userId: string; name?: string | null };
  /** The call to action, already absolute on the site's domain (siteUrl). */
  link: string;
  /** Values for the kind's texts: hours, minutes, days, email. */
  values?: Record<string, number | string>;
};

type Paragraphs = ComposeMailInput['body'] & { button: string };

/**
 * A mail in the member's language, branded with the site's name, with a plain-text part and the
 * RFC 8058 one-click unsubscribe headers. Every member-supplied value is escaped in the HTML part.
 */
export async function renderMail(input: RenderMailInput): Promise<RenderedMail> {
  const messages = await loadMessages(input.locale);
  const t = createTranslator({ locale: input.locale, messages, namespace: 'Mail' });
  const site = input.site.name;
  const v = input.values ?? {};
  let subject: string;
  let body: Paragraphs;
  switch (input.kind) {
    case 'activation':
      subject = t('activation.subject', { site });
      body = {
        intro: t('activation.intro', { site }),
        extra: [t('activation.expiry', { hours: v.hours ?? 48 }), t('activation.ignore')],
        button: t('activation.button'),
      };
      break;
    case 'passwordReset':
      subject = t('passwordReset.subject', { site });
      body = {
        intro: t('passwordReset.intro', { site }),
        extra: [t('passwordReset.expiry', { minutes: v.minutes ?? 60 }), t('passwordReset.ignore')],
        button: t('passwordReset.button'),
      };
      break;
    case 'passwordChanged':
      subject = t('passwordChanged.subject', { site });
      // Whoever did not change it needs the way to take the account back, not only the login.
      body = {
        intro: t('passwordChanged.intro', { site }),
        extra: [t('passwordChanged.notYou', { support: input.site.supportEmail })],
        button: t('passwordChanged.button'),
        secondary: { label: t('passwordChanged.reset'), link: siteUrl(input.site.domain, '/reset-password') },
      };
      break;
    case 'mailChangeConfirm':
      subject = t('mailChangeConfirm.subject', { site });
      body = {
        intro: t('mailChangeConfirm.intro', { site, email: v.email ?? '' }),
        extra: [t('mailChangeConfirm.expiry', { hours: v.hours ?? 24 }), t('mailChangeConfirm.ignore')],
        button: t('mailChangeConfirm.button'),
      };
      break;
    case 'mailChangeNotice':
      subject = t('mailChangeNotice.subject', { site });
      body = {
        intro: t('mailChangeNotice.intro', { site, email: v.email ?? '' }),
        extra: [t('mailChangeNotice.notYou', { support: input.site.supportEmail })],
        button: t('mailChangeNotice.button'),
      };
      break;
    case 'mailVerify':
      subject = t('mailVerify.subject', { site });
      body = {
        intro: t('mailVerify.intro', { site }),
        extra: [t('mailVerify.expiry', { hours: v.hours ?? 24 })],
        button: t('mailVerify.button'),
      };
      break;
    case 'accountDeleted':
      subject = t('accountDeleted.subject', { site });
      body = {
        intro: t('accountDeleted.intro', { site }),
        extra: [
          t('accountDeleted.expiry', { days: v.days ?? 14 }),
          t('accountDeleted.notYou', { support: input.site.supportEmail }),
        ],
        button: t('accountDeleted.button'),
      };
      break;
  }
  return composeMail({
    locale: input.locale,
    site: input.site,
    recipientName: input.recipient.name,
    subject,
    body,
    link: input.link,
    unsubscribeUserId: input.recipient.userId,
  });
}

export type MailCard = { title: string; subtitle: string; link: string; image?: string };

export type ComposeMailInput = {
  locale: Locale;
  site: MailSite;
  recipientName?: string | null;
  subject: string;
  /** The body's paragraphs; the button only with a link; a second link (absolute) after the paragraphs. */
  body: {
    intro: string;
    extra: string[];
    button?: string;
    secondary?: { label: string; link: string };
    /** Members shown as cards after the call to action (the weekly update): a line each, with their profile's link. */
    cards?: MailCard[];
  };
  link?: string;
  /** The member the one-click unsubscribe applies to; null for a mail to a visitor without an account (no list to leave). */
  unsubscribeUserId: string | null;
};

/**
 * The one layout of every mail: greeting, paragraphs, the call to action, signature and footer, as a
 * plain-text and an HTML part with the site's branding. Every value is escaped in the HTML part.
 */
export async function composeMail(input: ComposeMailInput): Promise<RenderedMail> {
  const messages = await loadMessages(input.locale);
  const t = createTranslator({ locale: input.locale, messages, namespace: 'Mail' });
  const site = input.site.name;
  const { subject, body, link } = input;
  const name = input.recipientName?.trim();
  const greeting = name ? t('greeting', { name }) : t('greetingAnonymous');
  const unsubscribe = input.unsubscribeUserId
    ? siteUrl(input.site.domain, '/api/unsubscribe', {
        u: input.unsubscribeUserId,
        s: unsubscribeSignature(input.unsubscribeUserId),
      })
    : null;
  // Members are told why they get mail and how to stop it; a visitor who typed an address into a form, only why.
  const footer = unsubscribe ? t('footer', { site }) : t('footerVisitor', { site });
  const signature = t('signature', { site });
  const action = link && body.button ? { link, button: body.button } : null;

  const text = [
    greeting,
    '',
    body.intro,
    '',
    ...(action ? [`${action.button}: ${action.link}`, ''] : []),
    ...(body.cards ?? []).flatMap((c) => [`${c.title}, ${c.subtitle}`, c.link, '']),
    ...body.extra.flatMap((p) => [p, '']),
    ...(body.secondary ? [`${body.secondary.label}: ${body.secondary.link}`, ''] : []),
    signature,
    '',
    '--',
    footer,
    ...(unsubscribe ? [`${t('unsubscribe', { site })}: ${unsubscribe}`] : []),
    '',
  ].join('\n');

  const e = escapeHtml;
  // The site's own colour (the operator's primary, else the theme's, as the stylesheet) for the button; as text
  // (the name, the links) darkened where it would not read on white, the button's label white or near-black.
  const colour = siteColour(input.site);
  const brand = textColourOnLight(colour);
  const onBrand = textOn(colour);
  // The operator's logo where the site has one (its public, versioned URL on the site's domain), else the name.
  const masthead = input.site.logoKey
    ? `<img src="${e(siteUrl(input.site.domain, LOGO_PATH, { v: logoVersion(input.site.logoKey) }))}" alt="${e(site)}" height="40" style="display:block;height:40px;width:auto;max-width:240px;border:0">`
    : e(site);
  const p = (s: string) => `<p style="margin:0 0 16px">${e(s)}</p>`;
  const button = action
    ? `<p style="margin:24px 0"><a href="${e(action.link)}" style="display:inline-block;background:${colour};color:${onBrand};text-decoration:none;font-weight:700;padding:12px 24px;border-radius:6px">${e(action.button)}</a></p>`
    : '';
  const fallback = action
    ? `<p style="margin:0 0 16px;font-size:13px;color:#6c757d">${e(t('linkFallback'))}<br><a href="${e(action.link)}" style="color:${brand};word-break:break-all">${e(action.link)}</a></p>`
    : '';
  const cards = (body.cards ?? [])
    .map(
      (c) =>
        `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 12px"><tr>${
          c.image
            ? `<td style="padding-right:12px"><a href="${e(c.link)}"><img src="${e(c.image)}" alt="" width="64" height="64" style="display:block;width:64px;height:64px;border-radius:50%;object-fit:cover;border:0"></a></td>`
            : ''
        }<td><a href="${e(c.link)}" style="color:${brand};font-weight:700">${e(c.title)}</a><br><span style="color:#6c757d">${e(c.subtitle)}</span></td></tr></table>`,
    )
    .join('\n');
  const secondary = body.secondary
    ? `<p style="margin:0 0 16px"><a href="${e(body.secondary.link)}" style="color:${brand};font-weight:700">${e(body.secondary.label)}</a></p>`
    : '';
  const leave = unsubscribe
    ? `<br><a href="${e(unsubscribe)}" style="color:#6c757d">${e(t('unsubscribe', { site }))}</a>`
    : '';
  const html = `<!doctype html>
<html lang="${e(input.locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${e(subject)}</title></head>
<body style="margin:0;padding:0;background:#f5f5f7;font-family:'Open Sans',Arial,sans-serif;color:#212529">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f5f5f7;padding:24px 0"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px;padding:32px">
<tr><td style="font-size:22px;font-weight:700;color:${brand};padding-bottom:24px">${masthead}</td></tr>
<tr><td style="font-size:15px;line-height:1.6">
${p(greeting)}
${p(body.intro)}
${button}
${cards}
${body.extra.map(p).join('\n')}
${secondary}
${fallback}
${p(signature)}
</td></tr>
<tr><td style="border-top:1px solid #e9ecef;padding-top:16px;font-size:12px;color:#6c757d">${e(footer)}${leave}</td></tr>
</table></td></tr></table>
</body></html>`;

  const domain = input.site.domain.toLowerCase();
  return {
    subject,
    text,
    html,
    headers: {
      From: `"${site.replace(/["\\\r\n]/g, '')}" <noreply@${domain}>`,
      'Content-Language': input.locale,
      'Auto-Submitted': 'auto-generated',
      ...(unsubscribe
        ? { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
        : {}),
    },
  };
}
