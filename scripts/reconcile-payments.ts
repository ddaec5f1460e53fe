// `npm run jobs:reconcile`: looks again at orders left open or pending past their method's window (a lost webhook,
// a provider that timed out) and applies what the provider says, then checks the ledger. Safe next to running
// servers, which do the same every 5 minutes: orders are claimed with FOR UPDATE SKIP LOCKED.
// The embedded database belongs to the server process (PGlite allows one), which reconciles on its own.
import { isEmbedded } from '@/lib/config/env';
import { closeDb } from '@/lib/db/client';
import { reconcileOrders } from '@/lib/server/payments/reconcile-orders';
import { errorFields } from '@/lib/utils/error-fields';

async function main(): Promise<void> {
  if (isEmbedded()) {
    console.error(
      'DATABASE_URL is not set. With the embedded database the server reconciles payments itself (every 5 minutes).',
    );
    process.exitCode = 2;
    return;
  }
  const report = await reconcileOrders();
  console.log(JSON.stringify(report));
  if (report.ledger > 0) process.exitCode = 1;
  await closeDb();
}

main().catch((error: unknown) => {
  console.error(`Reconcile job failed: ${JSON.stringify(errorFields(error))}`);
  process.exitCode = 1;
});
