import 'server-only';
import { env } from '@/lib/config/env';
import { runInBackground } from '@/lib/server/core/background';
import { nowMs } from '@/lib/server/core/clock';
import { handleProviderApi } from './api';
import { createProviderCore } from './core';
import { dbStore } from './db-store';
import { sendWebhook } from './send-webhook';

/** The key the app's adapter uses for the built-in provider (it never leaves the process). */
export const EMBEDDED_KEY = 'test_embedded';
const SWEEP_MS = 5_000;

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
      while ((await embeddedProvider.deliverDueWebhooks((job) => sendWebhook(job.url, job.paymentId))) > 0);
    } while (again);
  }).finally(() => {
    deliveries = null;
  });
}

/** The built-in test provider of `npm start`: its data in the product's database, its clock the server's. */
export const embeddedProvider = createProviderCore({ store: dbStore, clock: nowMs, onWebhookQueued: scheduleDelivery });

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
