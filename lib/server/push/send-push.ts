import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { createTranslator } from 'use-intl/core';
import { z } from 'zod';
import { isLocale, type Locale } from '@/lib/config/locales';
import { getDb } from '@/lib/db/client';
import { notificationPrefs, pushSubscriptions, sites, users } from '@/lib/db/schema';
import { loadMessages } from '@/lib/i18n/messages';
import type { NotificationSwitch } from '@/lib/schemas/notifications';
import type { PushKind } from '@/lib/schemas/push';
import { listChats } from '@/lib/server/chat/list-chats';
import { now } from '@/lib/server/core/clock';
import { log } from '@/lib/server/core/log';
import { pushSender, type PushDelivery } from '@/lib/server/integrations/push';
import { getLikes } from '@/lib/server/likes/list-likes';
import { siteUrl } from '@/lib/server/mail/site-url';
import { preferencesFromRow } from '@/lib/server/notifications/notification-columns';
import { getSite } from '@/lib/server/sites/get-site';
import { pushEndpointAllowed } from './push-hosts';

/** Consecutive failed deliveries (not 404/410, which remove at once) after which a subscription is given up. */
export const PUSH_MAX_FAILURES = 10;

/** The protocol version of the payload and of public/sw.js (spec §7 "Push worker version 2"). */
export const PUSH_VERSION = 2;

const jobPayload = z.object({
  userId: z.uuid(),
  kind: z.enum(['message', 'like', 'match']),
  ref: z.string().min(1).max(64),
  first: z.boolean().default(false),
});
export type PushJobPayload = z.input<typeof jobPayload>;

/**
 * The switch that covers each push: the e-mail switches of /notifications, so one choice decides mail and
 * push alike. A first message is a new conversation, later ones new messages; a match is a like that was
 * returned, under `like`.
 */
export function pushSwitch(kind: PushKind, first: boolean): NotificationSwitch {
  if (kind === 'message') return first ? 'new_conversations' : 'new_messages';
  return 'like';
}

/** TTL, Topic and Urgency of each kind: a message is worth an hour and replaces the push before it of its conversation. */
export function pushDelivery(kind: PushKind, ref: string): Omit<PushDelivery, 'contact'> {
  if (kind === 'message') return { ttlS: 60 * 60, topic: ref.replaceAll('-', '').slice(0, 32), urgency: 'high' };
  return { ttlS: 12 * 60 * 60, topic: kind === 'like' ? 'likes' : 'matches', urgency: 'normal' };
}

/** Where a push leads, as a path on the member's own site. */
export function pushPath(kind: PushKind, ref: string): string {
  if (kind === 'message') return `/chats/${ref}`;
  return kind === 'like' ? '/likes/received' : `/members/${ref}/chat`;
}

/**
 * The payload, usable both ways: a declarative web push (WebKit, `web_push: 8030`, shown without the worker)
 * and the service worker's (`v`, `kind`, `url`, `tag`). Neutral text only: the site's name and "a new
 * message", never who wrote or what (a lock screen is read by others).
 */
export function pushPayload(input: {
  kind: PushKind;
  ref: string;
  title: string;
  body: string;
  locale: Locale;
  badge: number;
  domain: string;
}): string {
  const url = pushPath(input.kind, input.ref);
  const tag = input.kind === 'message' ? `chat:${input.ref}` : input.kind;
  return JSON.stringify({
    web_push: 8030,
    notification: {
      title: input.title,
      body: input.body,
      lang: input.locale,
      navigate: siteUrl(input.domain, url),
      tag,
      silent: false,
      app_badge: input.badge,
    },
    app_badge: input.badge,
    v: PUSH_VERSION,
    kind: input.kind,
    url,
    tag,
  });
}

/**
 * The count the tab title and the app badge show (spec §4): unread messages plus new likes, as the member's lists
 * count them; and whether the member's likes list shows `likerId` (a like or match from a member the member's
 * own site does not show leads nowhere, so it is not pushed).
 */
async function badgeAndLiker(userId: string, siteKey: string, likerId: string | null) {
  const site = await getSite(siteKey);
  const [chats, likes] = await Promise.all([listChats(userId), getLikes(userId, site)]);
  return {
    badge: chats.total_unread + likes.total_new,
    likerShown: likerId === null || likes.liked_by.some((l) => l.id === likerId),
  };
}

export type PushSummary = { sent: number; removed: number; failed: number; skipped?: 'no_recipient' | 'switched_off' };

/**
 * The `push` job (queued by queuePush): pushes one change to every device of the member, when the member is
 * an active real member and the switch that covers it is on (decided now, so a switch turned off meanwhile
 * holds). Subscriptions answered 404/410 are removed; any other failure is counted, and a subscription that
 * failed PUSH_MAX_FAILURES times in a row is removed. A push is not retried: it is a hint with a short life.
 */
export async function sendPushJob(raw: Record<string, unknown>): Promise<PushSummary> {
  const { userId, kind, ref, first } = jobPayload.parse(raw);
  const db = await getDb();
  const [member] = await db
    .select({
      status: users.status,
      fictional: users.fictional,
      language: users.language,
      site: { key: sites.key, name: sites.name, domain: sites.domain, supportEmail: sites.supportEmail },
    })
    .from(users)
    .innerJoin(sites, eq(sites.id, users.siteId))
    .where(eq(users.id, userId));
  if (!member || member.status !== 'active' || member.fictional)
    return { sent: 0, removed: 0, failed: 0, skipped: 'no_recipient' };
  const [prefs] = await db.select().from(notificationPrefs).where(eq(notificationPrefs.userId, userId));
  if (!preferencesFromRow(prefs)[pushSwitch(kind, first)])
    return { sent: 0, removed: 0, failed: 0, skipped: 'switched_off' };
  const devices = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  if (devices.length === 0) return { sent: 0, removed: 0, failed: 0 };

  const { badge, likerShown } = await badgeAndLiker(userId, member.site.key, kind === 'message' ? null : ref);
  if (!likerShown) return { sent: 0, removed: 0, failed: 0, skipped: 'no_recipient' };
  const locale: Locale = isLocale(member.language) ? member.language : 'en';
  const t = createTranslator({ locale, messages: await loadMessages(locale), namespace: 'Push.notification' });
  const body = t(kind === 'message' && first ? 'conversation' : kind);
  const payload = pushPayload({
    kind,
    ref,
    title: member.site.name,
    body,
    locale,
    badge,
    domain: member.site.domain,
  });
  const contact = `mailto:${member.site.supportEmail}`;
  const delivery: PushDelivery = { ...pushDelivery(kind, ref), contact };

  const summary: PushSummary = { sent: 0, removed: 0, failed: 0 };
  for (const device of devices) {
    // A row stored before the host policy (or a host since taken off PUSH_SERVICE_HOSTS) is never posted to.
    if (!pushEndpointAllowed(device.endpoint)) {
      summary.removed += 1;
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, device.id));
      continue;
    }
    const outcome = await pushSender().send(device, payload, delivery);
    const at = now();
    if (outcome.kind === 'delivered') {
      summary.sent += 1;
      await db
        .update(pushSubscriptions)
        .set({ lastPushAt: at, lastSuccessAt: at, failures: 0 })
        .where(eq(pushSubscriptions.id, device.id));
    } else if (outcome.kind === 'gone' || device.failures + 1 >= PUSH_MAX_FAILURES) {
      summary.removed += 1;
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, device.id));
    } else {
      summary.failed += 1;
      await db
        .update(pushSubscriptions)
        .set({ lastPushAt: at, failures: sql`${pushSubscriptions.failures} + 1` })
        .where(eq(pushSubscriptions.id, device.id));
    }
  }
  // Counts only: an endpoint is a capability URL and stays out of the log.
  log('info', 'push sent', { kind, ...summary });
  return summary;
}

/** The job handler (lib/server/jobs/handlers.ts). */
export async function pushJobHandler(payload: Record<string, unknown>): Promise<void> {
  await sendPushJob(payload);
}
