import 'server-only';
import { createTranslator } from 'use-intl/core';
import { env } from '@/lib/config/env';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/lib/config/locales';
import { loadMessages } from '@/lib/i18n/messages';
import { escapeHtml } from '@/lib/utils/escape-html';

export async function testProviderText(locale: Locale) {
  return createTranslator({ locale, messages: await loadMessages(locale), namespace: 'TestProvider' });
}
export type Text = Awaited<ReturnType<typeof testProviderText>>;

/** Mollie's locale (nl_NL, nb_NO) to ours; anything else English. */
export function localeFromMollie(mollieLocale: string | null): Locale {
  const language = (mollieLocale ?? '').slice(0, 2);
  const mapped = language === 'nb' || language === 'nn' ? 'no' : language;
  return isLocale(mapped) ? mapped : DEFAULT_LOCALE;
}

/** The amount as the member's language writes it, in the payment's currency. */
export function formatAmount(minor: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(minor / 100);
}

const STYLE = `
body{font-family:system-ui,Arial,sans-serif;margin:0;background:#f4f5f7;color:#1d2125;line-height:1.5}
main{max-width:46rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:.5rem;box-shadow:0 1px 3px rgba(0,0,0,.15)}
.banner{background:#fff3cd;color:#523d02;border:1px solid #e6c35c;border-radius:.375rem;padding:.5rem .75rem;font-weight:700}
h1{font-size:1.5rem;margin:.75rem 0}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem}dt{font-weight:600}dd{margin:0}
fieldset{border:1px solid #ced4da;border-radius:.375rem;padding:1rem}legend{font-weight:600;padding:0 .25rem}
.outcomes{display:flex;flex-wrap:wrap;gap:.5rem}
button{font:inherit;padding:.5rem 1rem;border-radius:.375rem;border:1px solid #0a58ca;background:#0a58ca;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#0a4aa8}
button:focus-visible,a:focus-visible{outline:3px solid #1d2125;outline-offset:2px}
a{color:#0a4aa8}
table{border-collapse:collapse;width:100%;font-size:.9rem}th,td{border-bottom:1px solid #dee2e6;padding:.4rem;text-align:left;vertical-align:top}
td form{display:inline-block;margin:0 .25rem .25rem 0}td button{padding:.25rem .5rem;font-size:.85rem}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
`;

export function page(locale: Locale, title: string, body: string): string {
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex,nofollow"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

/** Never framed, never cached: a payment page another site could frame would invite clickjacking. */
export function htmlResponse(html: string, status = 200): Response {
  return new Response(html, {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Frame-Options': 'DENY',
      'Content-Security-Policy': "frame-ancestors 'none'; form-action 'self'",
      'Referrer-Policy': 'no-referrer',
    },
  });
}

export function seeOther(location: string): Response {
  return new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } });
}

/** The built-in provider exists only while Mollie is not configured. */
export function providerDisabled(): boolean {
  return Boolean(env().MOLLIE_API_KEY);
}

/**
 * The pages' forms change payments: only a post from the same origin counts (the Origin, else
 * Sec-Fetch-Site), as the app's own routes require of mutations.
 */
export function sameOrigin(request: Request): boolean {
  const origin = request.headers.get('origin');
  const host = request.headers.get('x-forwarded-host')?.split(',')[0]?.trim() || request.headers.get('host');
  if (origin !== null) {
    try {
      return new URL(origin).host === host;
    } catch {
      return false;
    }
  }
  const fetchSite = request.headers.get('sec-fetch-site');
  return fetchSite === null || fetchSite === 'same-origin' || fetchSite === 'none';
}

export { escapeHtml as e };
