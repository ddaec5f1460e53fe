import 'server-only';
import { z } from 'zod';
import { INTERNAL_HEADERS } from '@/lib/edge/internal-headers';
import { DEFAULT_LOCALE, isLocale } from '@/lib/config/locales';
import { ProviderError } from '../core';
import { embeddedProvider } from '../embedded';
import type { PaymentRecord } from '../types';
import {
  e,
  formatAmount,
  htmlResponse,
  page,
  providerDisabled,
  sameOrigin,
  seeOther,
  testProviderText,
  type Text,
} from './html';

const PATH = '/api/test-provider/dashboard';
const action = z.object({
  id: z.string().regex(/^tr_[A-Za-z0-9]{6,32}$/),
  action: z.enum(['paid', 'failed', 'refund', 'chargeback']),
});

function actions(p: PaymentRecord, t: Text): string {
  const button = (name: z.infer<typeof action>['action'], label: string) =>
    `<form method="post" action="${PATH}"><input type="hidden" name="id" value="${e(p.id)}"><button type="submit" name="action" value="${name}">${e(label)}<span class="visually-hidden"> ${e(p.id)}</span></button></form>`;
  const left = p.amount - p.amountRefunded - p.amountChargedBack;
  if (p.status === 'open' || p.status === 'pending') {
    return button('paid', t('dashboard.settlePaid')) + button('failed', t('dashboard.settleFailed'));
  }
  if (p.status === 'paid' && left > 0)
    return button('refund', t('dashboard.refund')) + button('chargeback', t('dashboard.chargeback'));
  return '';
}

/** The tester's view of the built-in provider: what Mollie's dashboard and changePaymentState do in test mode. */
export async function showDashboard(request: Request): Promise<Response> {
  if (providerDisabled()) return new Response(null, { status: 404 });
  const header = request.headers.get(INTERNAL_HEADERS.locale);
  const locale = isLocale(header) ? header : DEFAULT_LOCALE;
  const t = await testProviderText(locale);
  const note = new URL(request.url).searchParams.get('result');
  const payments = await embeddedProvider.store.list('payment', { limit: 50 });
  const money = (minor: number, p: PaymentRecord) => (minor > 0 ? e(formatAmount(minor, p.currency, locale)) : '');
  const rows = payments
    .map(
      (p) =>
        `<tr><th scope="row"><code>${e(p.id)}</code><br>${e(p.description)}</th><td>${e(p.createdAt.slice(0, 16).replace('T', ' '))}</td><td>${money(p.amount, p)}</td><td>${e(t(`methods.${p.method}`))}</td><td>${e(t(`statuses.${p.status}`))}</td><td>${money(p.amountRefunded, p)}</td><td>${money(p.amountChargedBack, p)}</td><td>${actions(p, t)}</td></tr>`,
    )
    .join('');
  const head = [
    'dashboard.payment',
    'dashboard.created',
    'amount',
    'method',
    'status',
    'dashboard.refunded',
    'dashboard.chargedBack',
    'dashboard.actions',
  ] as const;
  const table = payments.length
    ? `<table><caption>${e(t('dashboard.caption'))}</caption><thead><tr>${head.map((h) => `<th scope="col">${e(t(h))}</th>`).join('')}</tr></thead><tbody>${rows}</tbody></table>`
    : `<p>${e(t('dashboard.empty'))}</p>`;
  const status = note === 'done' ? t('dashboard.done') : note === 'refused' ? t('dashboard.refused') : '';
  return htmlResponse(
    page(
      locale,
      t('dashboard.title'),
      `<p class="banner">${e(t('banner'))}</p><h1>${e(t('dashboard.title'))}</h1><p>${e(t('dashboard.intro'))}</p><p role="status">${e(status)}</p>${table}`,
    ),
  );
}

export async function submitDashboard(request: Request): Promise<Response> {
  if (providerDisabled()) return new Response(null, { status: 404 });
  if (!sameOrigin(request)) return new Response('cross-site post refused', { status: 403 });
  const parsed = action.safeParse(Object.fromEntries(new URLSearchParams(await request.text())));
  if (!parsed.success)
    return new Response('id and action (paid, failed, refund, chargeback) are required', { status: 422 });
  const { id, action: what } = parsed.data;
  let ok = false;
  try {
    const payment = await embeddedProvider.getPayment(id);
    if (payment && (what === 'paid' || what === 'failed')) ok = (await embeddedProvider.setStatus(id, what)) !== null;
    if (payment && what === 'refund') {
      const left = payment.amount - payment.amountRefunded - payment.amountChargedBack;
      ok =
        (await embeddedProvider.createRefund(id, {
          minor: left,
          currency: payment.currency,
          description: 'Test refund',
        })) !== null;
    }
    if (payment && what === 'chargeback') ok = (await embeddedProvider.chargeback(id)) !== null;
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
  }
  return seeOther(`${PATH}?result=${ok ? 'done' : 'refused'}`);
}
