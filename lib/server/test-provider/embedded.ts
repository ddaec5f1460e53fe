import 'server-only';
import { env } from '@/lib/config/env';
import { lookupSite } from '@/lib/config/site-registry';
import { normalizeHost } from '@/lib/edge/host';
import { runInBackground } from '@/lib/server/core/background';
import { nowMs } from '@/lib/server/core/clock';
import { log } from '@/lib/server/core/log';
import { errorFields } from '@/lib/utils/error-fields';
import { handleProviderApi } from './api';
import { createProviderCore } from './core';
import { dbStore } from './db-store';
import { sendWebhook } from './send-webhook';
import type { WebhookJob } from './types';

/** The key the app's adapter uses for the built-in provider (it never leaves the process). */
export const EMBEDDED_KEY = 'test_embedded';
const SWEEP_MS = 5_000;
/** Mollie forgets idempotency keys too; a day is far past any retry of ours (seconds). */
const PRUNE_AFTER_MS = 24 * 60 * 60_000;

let deliveries: Promise<void> | null = null;
let again = false;

/** Starts delivering due webhooks unless a run is going (which then runs once more). */
function scheduleDelivery(): void {
  ensureSweeper();
  if (deliveries) {
    again = true;
    return;
  }
  deliveries = runInBackground('test-provider-webhooks', async () => {
    do {
      again = false;
      while ((await embeddedProvider.deliverDueWebhooks(deliver)) > 0);
    } while (again);
  }).finally(() => {
    deliveries = null;
  });
}

/** One attempt, logged when the app did not take it (the retry follows from the queue). */
async function deliver(job: WebhookJob): Promise<number> {
  try {
    const status = await sendWebhook(job.url, job.paymentId);
    if (status < 200 || status >= 300)
      log('warn', 'test provider webhook not accepted', { status, attempt: job.attempts });
    return status;
  } catch (error) {
    log('warn', 'test provider webhook not delivered', { attempt: job.attempts, ...errorFields(error) });
    throw error;
  }
}

/** The built-in test provider of `npm start`: its data in the product's database, its clock the server's. */
export const embeddedProvider = createProviderCore({
  store: dbStore,
  clock: nowMs,
  webhookAllowed: isSiteUrl,
  onWebhookQueued: scheduleDelivery,
});

/** Webhooks go to this installation's own sites only: the provider posts from inside the server (send-webhook.ts). */
function isSiteUrl(url: string): boolean {
  const parsed = new URL(url);
  const host = normalizeHost(parsed.host);
  return (
    /^https?:$/.test(parsed.protocol) && host !== null && lookupSite(host, env().SITE_REGISTRY_TTL_MS) !== undefined
  );
}

/** The API as the route and the adapter's in-process fetch reach it. */
export function handleEmbeddedApi(request: Request): Promise<Response> {
  ensureSweeper();
  return handleProviderApi(embeddedProvider, request, (key) => key === EMBEDDED_KEY);
}

let timer: NodeJS.Timeout | undefined;

/**
 * Expires payments past their window and retries webhooks (also those queued before a restart). Started
 * on the first use of the provider and at boot; every instance may run it (webhook jobs are claimed).
 */
export function ensureSweeper(): void {
  // Tests sweep by hand (sweepTestProvider): a timer would outlive their database.
  if (timer || env().NODE_ENV === 'test') return;
  timer = setInterval(() => void sweepTestProvider(), SWEEP_MS);
  timer.unref();
}

export async function sweepTestProvider(): Promise<void> {
  await runInBackground('test-provider-sweep', async () => {
    await embeddedProvider.expireDue();
    await dbStore.prune(new Date(nowMs() - PRUNE_AFTER_MS));
    scheduleDelivery();
  });
}

/** Tests: waits until the webhook deliveries started so far have ended. */
export async function embeddedDeliveriesSettled(): Promise<void> {
  while (deliveries) await deliveries;
}

/** Tests: stops the sweep timer. */
export function stopSweeper(): void {
  if (timer) clearInterval(timer);
  timer = undefined;
}
