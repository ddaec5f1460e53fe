import { NextResponse } from 'next/server';
import { createTranslator } from 'use-intl/core';
import { z } from 'zod';
import { loadMessages } from '@/lib/i18n/messages';
import { AppError } from '@/lib/server/core/errors';
import { withRoute } from '@/lib/server/http/route';
import { verifyUnsubscribe } from '@/lib/server/mail/unsubscribe';
import { disableNotifications } from '@/lib/server/users/disable-notifications';
import { escapeHtml } from '@/lib/utils/escape-html';

const query = z.object({ u: z.uuid(), s: z.string().min(10).max(100) });

// POST /api/unsubscribe?u&s: RFC 8058 one-click (the mail provider posts `List-Unsubscribe=One-Click`) and the button below.
export const POST = withRoute({ auth: 'none', query }, async ({ request, query: q }) => {
  if (!verifyUnsubscribe(q.u, q.s)) throw new AppError('not_found');
  await disableNotifications(q.u, 'list-unsubscribe');
  if ((request.headers.get('accept') ?? '').includes('text/html')) {
    return new NextResponse(null, {
      status: 303,
      headers: { Location: `/api/unsubscribe?u=${q.u}&s=${encodeURIComponent(q.s)}&done=1` },
    });
  }
  return { ok: true };
});

// GET: the link in the mail's footer. A GET never changes anything (link scanners follow links); it shows a button that posts.
export const GET = withRoute(
  { auth: 'none', query: query.extend({ done: z.literal('1').optional() }) },
  async ({ query: q, context }) => {
    if (!verifyUnsubscribe(q.u, q.s)) throw new AppError('not_found');
    const t = createTranslator({
      locale: context.locale,
      messages: await loadMessages(context.locale),
      namespace: 'Unsubscribe',
    });
    const action = `/api/unsubscribe?u=${q.u}&s=${encodeURIComponent(q.s)}`;
    const body = q.done
      ? `<p>${escapeHtml(t('done'))}</p>`
      : `<p>${escapeHtml(t('body'))}</p><form method="post" action="${escapeHtml(action)}"><button type="submit">${escapeHtml(t('button'))}</button></form>`;
    const html = `<!doctype html><html lang="${context.locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><meta name="robots" content="noindex"><title>${escapeHtml(t('title'))}</title></head><body style="font-family:Arial,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem"><h1>${escapeHtml(t('title'))}</h1>${body}</body></html>`;
    return new NextResponse(html, { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
  },
);
