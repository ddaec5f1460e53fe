import 'server-only';
import { z } from 'zod';
import { embeddedProvider } from '../embedded';
import type { PaymentRecord } from '../types';
import {
  e,
  formatAmount,
  htmlResponse,
  localeFromMollie,
  page,
  providerDisabled,
  sameOrigin,
  seeOther,
  testProviderText,
  type Text,
} from './html';

const OUTCOMES = ['paid', 'failed', 'canceled', 'expired', 'pending', 'open'] as const;
const form = z.object({ status: z.enum(OUTCOMES) });
const ID = /^tr_[A-Za-z0-9]{6,32}$/;

async function find(id: string): Promise<PaymentRecord | null> {
  return ID.test(id) ? embeddedProvider.getPayment(id) : null;
}

function notFound(t: Text): Response {
  return htmlResponse(
    page('en', t('title'), `<p class="banner">${e(t('banner'))}</p><h1>${e(t('notFound'))}</h1>`),
    404,
  );
}

/** Mollie's hosted checkout in test mode: the tester picks how the payment ends. */
export async function showCheckout(id: string): Promise<Response> {
  if (providerDisabled()) return new Response(null, { status: 404 });
  const payment = await find(id);
  const locale = localeFromMollie(payment?.locale ?? null);
  const t = await testProviderText(locale);
  if (!payment) return notFound(t);
  const amount = formatAmount(payment.amount, payment.currency, (payment.locale ?? locale).replace('_', '-'));
  const summary = `<dl><dt>${e(t('amount'))}</dt><dd>${e(amount)}</dd><dt>${e(t('description'))}</dt><dd>${e(payment.description)}</dd><dt>${e(t('method'))}</dt><dd>${e(t(`methods.${payment.method}`))}</dd></dl>`;
  const back = payment.redirectUrl ? `<p><a href="${e(payment.redirectUrl)}">${e(t('back'))}</a></p>` : '';
  const dashboard = `<p><a href="/api/test-provider/dashboard">${e(t('dashboardLink'))}</a></p>`;
  let body: string;
  if (payment.status === 'open') {
    const buttons = OUTCOMES.map(
      (o) =>
        `<button type="submit" name="status" value="${o}"${o === 'paid' ? '' : ' class="secondary"'}>${e(t(`outcomes.${o}`))}</button>`,
    ).join('');
    body = `${summary}<form method="post" action="/api/test-provider/checkout/${e(payment.id)}"><fieldset><legend>${e(t('choose'))}</legend><div class="outcomes">${buttons}</div></fieldset></form>${dashboard}`;
  } else {
    body = `${summary}<p role="status">${e(t('closed', { status: t(`statuses.${payment.status}`) }))}</p>${back}${dashboard}`;
  }
  return htmlResponse(
    page(locale, t('title'), `<p class="banner">${e(t('banner'))}</p><h1>${e(t('title'))}</h1>${body}`),
  );
}

/** The form's post: the chosen status (open leaves it open), then back to the shop like Mollie (303). */
export async function submitCheckout(id: string, request: Request): Promise<Response> {
  if (providerDisabled()) return new Response(null, { status: 404 });
  if (!sameOrigin(request)) return new Response('cross-site post refused', { status: 403 });
  const payment = await find(id);
  if (!payment) return notFound(await testProviderText('en'));
  const parsed = form.safeParse(Object.fromEntries(new URLSearchParams(await request.text())));
  if (!parsed.success)
    return new Response('status must be one of paid, failed, canceled, expired, pending, open', { status: 422 });
  // A payment no longer open keeps its status (a second tab, the back button): Mollie's checkout behaves alike.
  if (parsed.data.status !== 'open' && payment.status === 'open')
    await embeddedProvider.setStatus(id, parsed.data.status);
  return seeOther(payment.redirectUrl ?? `/api/test-provider/checkout/${id}`);
}
