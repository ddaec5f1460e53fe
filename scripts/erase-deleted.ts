// `npm run jobs:erase`: erases accounts deleted more than 14 days ago (profile data, photos, tokens;
// the e-mail pseudonymised, the ledger kept), for deployments that run jobs from cron. Safe next to
// running servers, which do the same every 10 minutes: rows are claimed with FOR UPDATE SKIP LOCKED.
// The embedded database belongs to the server process (PGlite allows one), which erases on its own.
import { isEmbedded } from '@/lib/config/env';
import { errorFields } from '@/lib/utils/error-fields';
import { closeDb } from '@/lib/db/client';
import { eraseDeletedAccounts } from '@/lib/server/accounts/erase-deleted-accounts';

async function main(): Promise<void> {
  if (isEmbedded()) {
    console.error(
      'DATABASE_URL is not set. With the embedded database the server erases deleted accounts itself (every 10 minutes).',
    );
    process.exitCode = 2;
    return;
  }
  const erased = await eraseDeletedAccounts();
  console.log(JSON.stringify({ erased }));
  await closeDb();
}

main().catch((error: unknown) => {
  // By errorFields: a database error's message quotes its bound parameters (addresses, password hashes).
  console.error(`Erase job failed: ${JSON.stringify(errorFields(error))}`);
  process.exitCode = 1;
});
