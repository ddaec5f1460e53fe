// `npm run seed`: the idempotent seed against the PostgreSQL in DATABASE_URL (after `npm run db:migrate`).
// Demo members and accounts only with SEED_DEMO=1. The embedded database is seeded by the server at start.
import { env, isEmbedded } from '@/lib/config/env';
import { errorFields } from '@/lib/utils/error-fields';
import { closeDb, getDb } from '@/lib/db/client';
import { runSeed } from '@/lib/server/seed/run-seed';

async function main(): Promise<void> {
  if (isEmbedded()) {
    console.error(
      'DATABASE_URL is not set. The embedded database is seeded by the server itself at start (npm start).',
    );
    process.exitCode = 2;
    return;
  }
  const e = env();
  const report = await runSeed(await getDb(), { demo: e.SEED_DEMO ?? false, dataDir: e.DATA_DIR });
  console.log(
    JSON.stringify({
      sites: report.sites,
      interests: report.interests,
      packages: report.packages,
      newDemoMembers: report.demoMembers,
    }),
  );
  for (const a of report.demoAccounts) console.log(`${a.domain}\t${a.kind}\t${a.email}\t${a.password}`);
  await closeDb();
}

main().catch((error: unknown) => {
  // By errorFields: a database error's message quotes its bound parameters (addresses, password hashes).
  console.error(`Seed failed: ${JSON.stringify(errorFields(error))}`);
  process.exitCode = 1;
});
